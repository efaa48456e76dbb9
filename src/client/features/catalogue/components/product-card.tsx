import type { ReactNode } from "react";
import type { Product } from "~/shared/catalog/products";
import { RatingStars } from "~/client/components/ui/rating-stars";
import { PriceTag } from "./price-tag";

type ProductCardProps = {
  product: Product;
  /** Add to cart, wishlist heart, Buy Now: plugged in by the cart and wishlist features. */
  actions?: ReactNode;
  /** The reviews dialog trigger, plugged in by the reviews feature. */
  reviews?: ReactNode;
  /** The first visible cards load their image eagerly (they are the largest paint). */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
};

export function ProductCard({ product, actions, reviews, priority = false, headingLevel: Heading = "h3" }: ProductCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-mustard-100 bg-white shadow-sm" aria-labelledby={`product-${product.id}-name`}>
      <div className="relative bg-mustard-50">
        <img
          src={product.image}
          alt={product.name}
          width={400}
          height={400}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="aspect-square w-full object-contain p-4"
        />
        <span className="absolute left-3 top-3 rounded-full bg-leaf-700 px-2.5 py-0.5 text-xs font-semibold text-white">{product.badge}</span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading id={`product-${product.id}-name`} className="text-base font-bold leading-snug text-earth-900">
          {product.name}
        </Heading>
        <p className="line-clamp-3 text-sm text-earth-900/80">{product.description}</p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <RatingStars rating={product.rating} />
          <span>
            {product.rating} ({product.reviews} reviews)
          </span>
          {reviews}
        </div>
        <div className="mt-auto pt-2">
          <PriceTag price={product.price} originalPrice={product.originalPrice} couponPrice={product.couponPrice} />
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 pt-2">{actions}</div>}
      </div>
    </article>
  );
}
