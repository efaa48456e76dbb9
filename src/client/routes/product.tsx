import { useLingui } from "@lingui/react/macro";
import { data } from "react-router";
import type { Route } from "./+types/product";
import { paths } from "~/shared/paths";
import { loadCatalogue, loadDeclarations, sameCatalogueWithinPage } from "~/client/lib/catalogue-loader";
import { isOrganicBadge } from "~/shared/declarations/declarations";
import { OrganicCertification } from "~/client/features/catalogue/components/declarations/organic-certification";
import { ProductDetails } from "~/client/features/catalogue/components/declarations/product-details";
import { notFoundMeta, pageMeta } from "~/client/lib/meta";
import { requestMessages } from "~/client/lib/i18n/catalogs.server";
import { ProductJsonLd } from "~/client/features/catalogue/components/catalogue-json-ld";
import { ItemBreadcrumb } from "~/client/features/catalogue/components/item-breadcrumb";
import { ItemDetails } from "~/client/features/catalogue/components/item-details";
import { ProductCard } from "~/client/features/catalogue/components/product-card";
import { RelatedItems } from "~/client/features/catalogue/components/related-items";
import { ReviewsWhenIdle } from "~/client/features/reviews/components/reviews-when-idle";
import { cardActions } from "./card-actions";
import { SizeChooser } from "~/client/features/catalogue/components/size-chooser";
import { useChosenSize } from "~/client/features/catalogue/use-chosen-size";
import { unitPriceOf, withSize } from "~/shared/catalog/sizes";
import { CheckDeliveryWhenIdle } from "~/client/features/addresses/components/check-delivery-when-idle";
import { LazyPart } from "~/client/components/ui/lazy-part";
import { lineTitle } from "~/shared/line-title";

// Only a sold-out size shows it: its code comes with such a page, not with every product page.
const loadNotifyMe = () => import("~/client/features/stock-alerts/components/notify-me").then(({ NotifyMe }) => ({ default: NotifyMe }));

/** The product named by the address, and up to four others of its category; 404 for a slug the shop does not show. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { catalogue } = await loadCatalogue(context, url);
  const product = catalogue.products.find((p) => p.slug === params.slug);
  if (!product) throw data(null, { status: 404 });
  const related = catalogue.products.filter((p) => p.id !== product.id && p.category === product.category).slice(0, 4);
  return {
    product,
    related,
    declarations: await loadDeclarations(context, url, product.id),
    // The page draws the cart's and wishlist's buttons, the delivery check and, for a sold-out size, the notify-me form.
    ...requestMessages(url, ["pages/product", "catalogue", "reviews", "stock-alerts", "cart", "wishlist", "addresses"]),
  };
}
export const shouldRevalidate = sameCatalogueWithinPage;

export const meta = ({ loaderData, location }: Route.MetaArgs) => {
  if (!loaderData) return notFoundMeta(location.pathname, { en: ["Product not found", "This product is not in our shop."], hi: ["उत्पाद नहीं मिला", "यह उत्पाद हमारी शॉप में नहीं है।"] });
  const { product } = loaderData;
  return pageMeta(product.name, product.description, {
    type: "product",
    canonicalPath: paths.product.getHref(product.slug),
    // Link previews (WhatsApp) show raster pictures only: the brand's picture stands in for a drawing.
    ...(product.image.endsWith(".svg") ? {} : { image: { path: product.image, width: 800, height: 800, alt: product.name } }),
  });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { product, related, declarations } = loaderData;
  const [size, chooseSize] = useChosenSize(product.sizes);
  const shownSize = size ?? product.sizes[0];
  const soldOut = shownSize ? !shownSize.inStock : !product.inStock;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <ProductJsonLd item={product} url={`${__PUBLIC_URL__}${paths.product.getHref(product.slug)}`} />
      <ItemBreadcrumb parent={{ href: paths.shop.getHref(), label: t`Shop` }} current={product.name} />
      <ItemDetails
        item={{ ...withSize(product, size), images: [product.image] }}
        actions={
          <>
            {cardActions(product, size)}
            {soldOut && shownSize && (
              <LazyPart key={shownSize.id} load={loadNotifyMe} props={{ productId: product.id, sizeId: shownSize.id, productName: lineTitle(product.name, product.sizes.length > 1 ? shownSize.label : undefined) }} />
            )}
          </>
        }
        reviewsHref="#reviews"
        sizes={size && product.sizes.length > 1 && <SizeChooser sizes={product.sizes} chosen={size} onChoose={chooseSize} itemName={product.name} />}
        unitPrice={unitPriceOf(size)}
        badgeNote={isOrganicBadge(product.badge) && <OrganicCertification declarations={declarations} />}
      />
      <CheckDeliveryWhenIdle className="mt-6 max-w-md" />
      {declarations && <ProductDetails declarations={declarations} kind="product" netQuantity={size?.label} className="mt-10 max-w-3xl" />}
      <section id="reviews" aria-labelledby="reviews-heading" className="mt-10 max-w-3xl scroll-mt-20">
        <h2 id="reviews-heading" className="text-2xl font-bold text-leaf-800">
          {t`Customer Reviews`}
        </h2>
        <ReviewsWhenIdle productId={product.id} productName={product.name} />
      </section>
      <RelatedItems title={t`You may also like`} items={related} listClassName="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" card={(item) => <ProductCard product={item} actions={(chosen) => cardActions(item, chosen)} />} />
    </div>
  );
}
