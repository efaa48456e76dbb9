import type { ReactNode } from "react";
import type { Bundle } from "~/shared/catalog/bundles";
import { formatRupees } from "~/shared/money";
import { RatingStars } from "~/client/components/ui/rating-stars";
import { PriceTag } from "./price-tag";

type BundleCardProps = {
  bundle: Bundle;
  /** Add to cart and Buy Now: plugged in by the cart feature. */
  actions?: ReactNode;
  priority?: boolean;
  headingLevel?: "h2" | "h3";
};

export function BundleCard({ bundle, actions, priority = false, headingLevel: Heading = "h3" }: BundleCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-mustard-100 bg-white shadow-sm" aria-labelledby={`${bundle.id}-name`}>
      <div className="relative bg-mustard-50">
        <img
          src={bundle.images[0]}
          alt={bundle.name}
          width={400}
          height={300}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="aspect-[4/3] w-full object-contain p-4"
        />
        {bundle.badge && <span className="absolute left-3 top-3 rounded-full bg-leaf-700 px-2.5 py-0.5 text-xs font-semibold text-white">{bundle.badge}</span>}
        <span className="absolute right-3 top-3 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-semibold text-white">{bundle.discountLabel}</span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading id={`${bundle.id}-name`} className="text-lg font-bold text-earth-900">
          {bundle.name}
        </Heading>
        <p className="text-sm text-earth-900/80">{bundle.description}</p>
        <div className="flex items-center gap-2 text-sm">
          <RatingStars rating={bundle.rating} />
          <span>
            {bundle.rating} ({bundle.reviews} reviews)
          </span>
        </div>
        <div className="mt-auto pt-2">
          <PriceTag price={bundle.price} originalPrice={bundle.originalPrice} couponPrice={bundle.couponPrice} />
          <p className="mt-1 text-sm font-semibold text-leaf-700">You save {formatRupees(bundle.savings)}</p>
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2 pt-2">{actions}</div>}
      </div>
    </article>
  );
}
