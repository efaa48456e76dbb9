import { brand } from "~/shared/brand";
import { langOf, type Lang } from "~/shared/lang";

type PageMetaOptions = {
  /** The picture a shared link shows (WhatsApp, social networks): a path on the shop; the brand's by default. */
  image?: { path: string; width: number; height: number; alt: string };
  /** "product" for a product's own page. */
  type?: "website" | "product";
  /** The page's one address (a product page's, whatever query it was opened with). */
  canonicalPath?: string;
};

const brandImage = { path: "/images/og-image.png", width: 1200, height: 630, alt: "A bottle of cold-pressed mustard oil in a field of mustard flowers" };

/** A route's title and description, with the Open Graph tags a shared link preview reads. */
export function pageMeta(title: string, description: string, { image = brandImage, type = "website", canonicalPath }: PageMetaOptions = {}) {
  const fullTitle = `${title} | ${brand.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: type },
    { property: "og:site_name", content: brand.name },
    { property: "og:image", content: `${__PUBLIC_URL__}${image.path}` },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    ...(canonicalPath
      ? [
          { tagName: "link", rel: "canonical", href: `${__PUBLIC_URL__}${canonicalPath}` },
          { property: "og:url", content: `${__PUBLIC_URL__}${canonicalPath}` },
        ]
      : []),
  ];
}

/**
 * A missing item's page: it has no loader data, so no catalogue, and its title and description
 * travel with the code in both languages.
 */
export function notFoundMeta(pathname: string, words: Record<Lang, readonly [title: string, description: string]>) {
  const [title, description] = words[langOf(pathname)];
  return pageMeta(title, description);
}
