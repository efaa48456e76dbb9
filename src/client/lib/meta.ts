import { brand } from "~/shared/brand";

/** A route's title and description, with the Open Graph tags a shared link preview reads. */
export function pageMeta(title: string, description: string) {
  const fullTitle = `${title} | ${brand.name}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand.name },
  ];
}
