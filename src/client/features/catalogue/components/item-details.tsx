import type { UnitPrice } from "~/shared/catalog/sizes";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { CataloguePhoto } from "~/shared/catalog/photos";
import type { ShownCoupon } from "~/shared/catalog/coupon";
import { RatingLine } from "./card-parts";
import { CataloguePicture } from "./catalogue-picture";
import { PriceTag } from "./price-tag";
import { BadgeText } from "./badge-text";

type DetailedItem = {
  name: string;
  description: string;
  images: readonly string[];
  /** Uploaded photos, the cover first: shown instead of the seeded drawing when there are any. */
  photos?: readonly CataloguePhoto[];
  price: number;
  originalPrice: number;
  coupon?: ShownCoupon;
  rating: number;
  reviews: number;
  badge: string | null;
  inStock: boolean;
};

/** The page's picture is half the width from md (at most about 600 px), the whole width below. */
const ITEM_PHOTO_SIZES = "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw";

type ItemDetailsProps = {
  item: DetailedItem;
  /** Add to cart, Buy Now and the wishlist heart: plugged in by the page. */
  actions: ReactNode;
  /** Where the rating line leads: the page's reviews section. */
  reviewsHref?: string;
  note?: string;
  /** The pack size chooser, when the item is sold in several sizes. */
  sizes?: ReactNode;
  /** The shown size's unit sale price, e.g. "₹375.00 per L". */
  unitPrice?: UnitPrice;
  /** Shown beside the badge: what stands behind it (an Organic badge's certification). */
  badgeNote?: ReactNode;
};

/** A product or bundle page's top: its picture, name, rating, price, stock and description, and the buying buttons. */
export function ItemDetails({ item, actions, reviewsHref, note, sizes, unitPrice, badgeNote }: ItemDetailsProps) {
  const { t } = useLingui();
  const rating = <RatingLine rating={item.rating} reviews={item.reviews} className="flex flex-wrap items-center gap-2 text-sm" />;
  return (
    <article className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10" aria-labelledby="item-name">
      <div className="relative overflow-hidden rounded-2xl bg-mustard-50">
        {item.photos?.[0] ? (
          <CataloguePicture photo={item.photos[0]} alt={item.name} sizes={ITEM_PHOTO_SIZES} priority className="aspect-square w-full object-contain" />
        ) : (
          <img src={item.images[0]} alt={item.name} width={800} height={800} fetchPriority="high" decoding="async" className="aspect-square w-full object-contain p-6" />
        )}
        {item.badge && (
          <p className="absolute left-4 right-4 top-4 flex flex-wrap items-center gap-2 text-xs font-semibold">
            <span className="rounded-full bg-leaf-700 px-3 py-1 text-white">
              <BadgeText badge={item.badge} />
            </span>
            {badgeNote && <span className="rounded-full bg-white/95 px-3 py-1 text-leaf-800 shadow-sm">{badgeNote}</span>}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-4">
        <h1 id="item-name" className="text-3xl font-bold text-leaf-800">
          {item.name}
        </h1>
        {reviewsHref ? (
          <a href={reviewsHref} className="w-fit rounded underline-offset-2 hover:underline">
            {rating}
          </a>
        ) : (
          rating
        )}
        {sizes}
        <PriceTag price={item.price} originalPrice={item.originalPrice} coupon={item.coupon} inclusiveOfTaxes unitPrice={unitPrice} />
        {note && <p className="text-sm font-semibold text-leaf-700">{note}</p>}
        <p className={item.inStock ? "font-semibold text-leaf-700" : "font-semibold text-red-700"}>{item.inStock ? t`In stock` : t`Out of stock`}</p>
        <p className="text-earth-900/90">{item.description}</p>
        <div className="max-w-sm">{actions}</div>
      </div>
    </article>
  );
}
