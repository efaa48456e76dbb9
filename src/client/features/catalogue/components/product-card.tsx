import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "~/shared/paths";
import type { Product } from "~/shared/catalog/products";
import { CardShell, CornerBadge, RatingLine } from "./card-parts";
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
  const headingId = `product-${product.id}-name`;
  const media = (
    <>
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
      {product.badge && (
        <CornerBadge corner="left" className="bg-leaf-700">
          {product.badge}
        </CornerBadge>
      )}
    </>
  );
  return (
    <CardShell headingId={headingId} media={media} actions={actions}>
      <Heading id={headingId} className="text-base font-bold leading-snug text-earth-900">
        <Link to={paths.product.getHref(product.slug)} className="underline-offset-2 hover:underline">
          {product.name}
        </Link>
      </Heading>
      <p className="line-clamp-3 text-sm text-earth-900/80">{product.description}</p>
      <RatingLine rating={product.rating} reviews={product.reviews} className="flex flex-wrap items-center gap-2 text-sm">
        {reviews}
      </RatingLine>
      <div className="mt-auto pt-2">
        <PriceTag price={product.price} originalPrice={product.originalPrice} coupon={product.coupon} />
      </div>
    </CardShell>
  );
}
