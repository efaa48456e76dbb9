import { useState, type ReactNode } from "react";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import type { Product } from "~/shared/catalog/products";
import { unitPriceOf, withSize, type ShownSize } from "~/shared/catalog/sizes";
import { CardShell, CornerBadge, RatingLine } from "./card-parts";
import { CataloguePicture } from "./catalogue-picture";
import { PriceTag } from "./price-tag";
import { SizeChooser } from "./size-chooser";
import { BadgeText } from "./badge-text";

type ProductCardProps = {
  product: Product;
  /** Add to cart, wishlist heart, Buy Now: plugged in by the cart and wishlist features, for the size the card shows. */
  actions?: ReactNode | ((size: ShownSize | undefined) => ReactNode);
  /** The reviews dialog trigger, plugged in by the reviews feature. */
  reviews?: ReactNode;
  /** The first visible cards load their image eagerly (they are the largest paint). */
  priority?: boolean;
  headingLevel?: "h2" | "h3";
  /** The `sizes` of an uploaded photo: how wide the card is drawn (the default fits the shop's grid and the home carousel). */
  imageSizes?: string;
};

export const PRODUCT_CARD_IMAGE_SIZES = "(min-width: 1280px) 440px, (min-width: 1024px) 36vw, (min-width: 480px) 52vw, 100vw";

export function ProductCard({ product, actions, reviews, priority = false, headingLevel: Heading = "h3", imageSizes = PRODUCT_CARD_IMAGE_SIZES }: ProductCardProps) {
  const headingId = `product-${product.id}-name`;
  // The default size until the shopper picks another; a one-size product shows no chooser, as before sizes.
  const [size, setSize] = useState(product.sizes[0]);
  const shown = withSize(product, size);
  const photo = product.photos?.[0];
  const media = (
    <>
      {photo ? (
        <CataloguePicture photo={photo} alt={product.name} sizes={imageSizes} priority={priority} className="aspect-square w-full object-contain" />
      ) : (
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
      )}
      {product.badge && (
        <CornerBadge corner="left" className="bg-leaf-700">
          <BadgeText badge={product.badge} />
        </CornerBadge>
      )}
    </>
  );
  return (
    <CardShell headingId={headingId} media={media} actions={typeof actions === "function" ? actions(size) : actions}>
      <Heading id={headingId} className="text-base font-bold leading-snug text-earth-900">
        <Link to={paths.product.getHref(product.slug)} className="underline-offset-2 hover:underline">
          {product.name}
        </Link>
      </Heading>
      <p className="line-clamp-2 text-sm text-earth-900/80 sm:line-clamp-3">{product.description}</p>
      <RatingLine rating={product.rating} reviews={product.reviews} className="flex flex-wrap items-center gap-2 text-sm">
        {reviews}
      </RatingLine>
      <div className="mt-auto pt-2">
        {size && product.sizes.length > 1 && <SizeChooser sizes={product.sizes} chosen={size} onChoose={setSize} itemName={product.name} className="mb-2" />}
        <PriceTag price={shown.price} originalPrice={shown.originalPrice} coupon={shown.coupon} unitPrice={unitPriceOf(size)} />
      </div>
    </CardShell>
  );
}
