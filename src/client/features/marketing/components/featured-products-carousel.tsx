import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { featuredProductIds, type Product } from "~/shared/catalog/products";
import { Carousel } from "~/client/components/ui/carousel";

/** The page draws each card (the catalogue's card with the cart and wishlist buttons). */
export function FeaturedProductsCarousel({ products, renderProduct }: { products: readonly Product[]; renderProduct: (product: Product) => ReactNode }) {
  const { t } = useLingui();
  const featured = products.filter((product) => featuredProductIds.includes(product.id));
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="featured-heading" className="text-2xl font-bold text-leaf-800">
        {t`Featured Products`}
      </h2>
      <p className="mt-1 text-earth-900/80">{t`Our most loved oils, dal and daliya.`}</p>
      <Carousel
        label={t`Featured products list`}
        className="mt-5"
        slideClassName="basis-[85%] min-[480px]:basis-[52%] lg:basis-[36%]"
        initialSlides={3}
        slides={featured.map(renderProduct)}
      />
    </section>
  );
}
