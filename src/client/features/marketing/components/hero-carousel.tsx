import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { featuredProductIds, type Product } from "~/shared/catalog/products";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import { buttonClasses } from "~/client/components/ui/button";
import { Carousel } from "~/client/components/ui/carousel";

const shopHref = (category: string) => paths.shop.getHref({ category: category === "mustard-oils" ? "mustard" : category === "pulses" ? "organic" : "grains" });

/** Featured products, one per slide, autoplaying every 2 s (docs/product-rules.md#public-pages). */
export function HeroCarousel({ products }: { products: readonly Product[] }) {
  const { t } = useLingui();
  const featured = products.filter((product) => featuredProductIds.includes(product.id));
  return (
    <Carousel
      label={t`Featured products`}
      autoplayMs={2000}
      initialSlides={1}
      slides={featured.map((product, index) => (
        <div key={product.id} className="grid items-center gap-4 rounded-2xl bg-gradient-to-br from-mustard-50 to-mustard-100 p-5 sm:grid-cols-2 sm:p-10">
          <div className="order-2 sm:order-1">
            {index === 0 ? (
              <h1 className="text-2xl font-extrabold leading-tight text-leaf-800 sm:text-4xl">{t`Pure from our fields to your kitchen`}</h1>
            ) : (
              <p className="text-2xl font-extrabold leading-tight text-leaf-800 sm:text-4xl">{product.name}</p>
            )}
            <p className="mt-3 text-earth-900/90">{index === 0 ? `${product.name}: ${product.description}` : product.description}</p>
            <p className="mt-3 text-lg font-bold">
              {formatRupees(product.price)} <s className="text-sm font-normal text-earth-900/70">{formatRupees(product.originalPrice)}</s>
            </p>
            <Link to={shopHref(product.category)} className={buttonClasses({ size: "lg", className: "mt-4" })}>
              {t`Shop Now`}
            </Link>
          </div>
          <img
            src={product.image}
            alt={product.name}
            width={400}
            height={400}
            loading={index === 0 ? "eager" : "lazy"}
            fetchPriority={index === 0 ? "high" : undefined}
            className="order-1 mx-auto aspect-square w-40 sm:order-2 sm:w-72"
          />
        </div>
      ))}
    />
  );
}
