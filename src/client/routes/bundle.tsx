import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import type { Route } from "./+types/bundle";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import { loadCatalogue, loadDeclarations, sameCatalogueWithinPage } from "~/client/lib/catalogue-loader";
import { isOrganicBadge } from "~/shared/declarations/declarations";
import { OrganicCertification } from "~/client/features/catalogue/components/declarations/organic-certification";
import { ProductDetails } from "~/client/features/catalogue/components/declarations/product-details";
import { notFoundMeta, pageMeta } from "~/client/lib/meta";
import { requestMessages } from "~/client/lib/i18n/catalogs.server";
import { BundleCard } from "~/client/features/catalogue/components/bundle-card";
import { ProductJsonLd } from "~/client/features/catalogue/components/catalogue-json-ld";
import { ItemBreadcrumb } from "~/client/features/catalogue/components/item-breadcrumb";
import { ItemDetails } from "~/client/features/catalogue/components/item-details";
import { RelatedItems } from "~/client/features/catalogue/components/related-items";
import { CheckDeliveryWhenIdle } from "~/client/features/addresses/components/check-delivery-when-idle";
import { cardActions } from "./card-actions";
import { unitPriceOf } from "~/shared/catalog/sizes";

/** The bundle named by the address, and up to three others; 404 for a slug the shop does not show. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { catalogue } = await loadCatalogue(context, url);
  const bundle = catalogue.bundles.find((b) => b.slug === params.slug);
  if (!bundle) throw data(null, { status: 404 });
  return {
    bundle,
    related: catalogue.bundles.filter((b) => b.id !== bundle.id).slice(0, 3),
    declarations: await loadDeclarations(context, url, bundle.id),
    // The page draws the cart's and wishlist's buttons and the delivery check.
    ...requestMessages(url, ["pages/bundle", "catalogue", "cart", "wishlist", "addresses"]),
  };
}
export const shouldRevalidate = sameCatalogueWithinPage;

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta(location.pathname, { en: ["Bundle not found", "This bundle is not in our shop."], hi: ["कॉम्बो पैक नहीं मिला", "यह कॉम्बो पैक हमारी शॉप में नहीं है।"] });
  const { bundle } = loaderData;
  const image = bundle.images[0] ?? "";
  return pageMeta(bundle.name, bundle.description, {
    type: "product",
    canonicalPath: paths.bundle.getHref(bundle.slug),
    ...(image.endsWith(".svg") || !image ? {} : { image: { path: image, width: 800, height: 600, alt: bundle.name } }),
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { bundle, related, declarations } = loaderData;
  const size = bundle.sizes[0];
  const savings = formatRupees(bundle.savings);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ProductJsonLd item={{ ...bundle, image: bundle.images[0] ?? "" }} url={`${__PUBLIC_URL__}${paths.bundle.getHref(bundle.slug)}`} />
      <ItemBreadcrumb parent={{ href: paths.bundles.getHref(), label: t`Bundles` }} current={bundle.name} />
      <ItemDetails
        item={bundle}
        actions={cardActions(bundle)}
        note={t`You save ${savings}`}
        unitPrice={unitPriceOf(size)}
        badgeNote={isOrganicBadge(bundle.badge) && <OrganicCertification declarations={declarations} />}
      />
      <CheckDeliveryWhenIdle className="mt-6 max-w-md" />
      {declarations && <ProductDetails declarations={declarations} kind="bundle" netQuantity={size?.label} className="mt-10 max-w-3xl" />}
      <RelatedItems title={t`More bundles`} items={related} listClassName="mt-4 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" card={(item) => <BundleCard bundle={item} actions={cardActions(item)} />} />
    </div>
  );
}
