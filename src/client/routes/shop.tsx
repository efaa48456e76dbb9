import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { filterProducts } from "~/shared/catalog/filters";
import { suggestionsFor } from "~/shared/catalog/search";
import type { Route } from "./+types/shop";
import { loadCatalogue, sameCatalogueWithinPage } from "~/client/lib/catalogue-loader";
import { pageMeta } from "~/client/lib/meta";
import { requestMessages } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { freeShippingFrom } from "~/client/components/shipping-terms";
import { Button } from "~/client/components/ui/button";
import { LazyPart } from "~/client/components/ui/lazy-part";
import { CatalogueJsonLd } from "~/client/features/catalogue/components/catalogue-json-ld";
import { ProductCard } from "~/client/features/catalogue/components/product-card";
import { ShopCategories } from "~/client/features/catalogue/components/shop-categories";
import { ShopSearch } from "~/client/features/catalogue/components/shop-search";
import { useShopFilters } from "~/client/features/catalogue/use-shop-filters";
import { ReviewsDialog } from "~/client/features/reviews/components/reviews-dialog";
import { cardActions } from "./card-actions";

// The panel opens only on a press, so its code is fetched then, not with the page.
const loadFilterPanel = () => import("~/client/features/catalogue/components/shop-filter-panel").then(({ ShopFilterPanel }) => ({ default: ShopFilterPanel }));

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    i18n._(msg`Shop Mustard Oils, Organic Dals & Grains`),
    i18n._(msg`Hydraulic and wood pressed mustard oils, unpolished organic dals and kathiya daliya from our family's farm, with free shipping above ${freeShippingFrom}.`),
  );
};

/** The catalogue as it is now: the server keeps this page's HTML until the catalogue changes. The cards draw the cart's and wishlist's buttons. */
export const loader = async ({ context, url }: Route.LoaderArgs) => ({
  ...(await loadCatalogue(context, url)),
  ...requestMessages(url, ["pages/shop", "catalogue", "reviews", "cart", "wishlist"]),
});
export const shouldRevalidate = sameCatalogueWithinPage;

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { products } = loaderData.catalogue;
  const { filters, setFilters } = useShopFilters();
  const visible = filterProducts(products, filters);
  const count = visible.length;
  const [filtersOpen, setFiltersOpen] = useState(false);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CatalogueJsonLd products={products} />
      <h1 className="text-3xl font-bold text-leaf-800">{t`Shop Pure Products`}</h1>
      <p className="mt-2 text-earth-900/80">{t`Mustard oils, organic pulses and grains, straight from our farm to your kitchen.`}</p>
      <div className="mt-6 flex gap-2">
        <ShopSearch value={filters.q ?? ""} onChange={(q) => setFilters({ ...filters, q: q.trim() ? q : undefined })} suggest={(q) => suggestionsFor(products, q)} />
        <Button variant="outline" aria-expanded={filtersOpen} aria-controls="shop-filters" onClick={() => setFiltersOpen((open) => !open)} className="h-11">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t`Filter`}
        </Button>
      </div>
      {filtersOpen && (
        <div className="mt-4">
          <LazyPart load={loadFilterPanel} props={{ id: "shop-filters", filters, onChange: setFilters }} />
        </div>
      )}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[13rem_minmax(0,1fr)]">
        <aside>
          <ShopCategories filters={filters} />
        </aside>
        <section aria-label={t`Products`}>
          <p className="mb-3 text-sm text-earth-900/80" aria-live="polite">
            {t`${plural(count, { one: "# product", other: "# products" })}`}
          </p>
          {visible.length === 0 ? (
            <p className="rounded-xl bg-mustard-50 p-6 text-center">{t`No products match your search. Try another word or clear the filters.`}</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
              {visible.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    priority={index < 2}
                    headingLevel="h2"
                    actions={(size) => cardActions(product, size)}
                    reviews={<ReviewsDialog productId={product.id} productName={product.name} />}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
