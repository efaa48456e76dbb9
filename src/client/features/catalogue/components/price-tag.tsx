import type { ShownCoupon } from "~/shared/catalog/coupon";
import { formatRupees, type Paise } from "~/shared/money";
import { discountPercent } from "~/shared/pricing";

/** Price, struck-out original, rounded discount percent and, when a code gives one, the coupon price with its code. */
export function PriceTag({ price, originalPrice, coupon }: { price: Paise; originalPrice: Paise; coupon?: ShownCoupon }) {
  const percent = discountPercent(price, originalPrice);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-leaf-800">{formatRupees(price)}</span>
        {originalPrice > price && (
          <>
            <s className="text-sm text-earth-900/70">
              <span className="sr-only">was </span>
              {formatRupees(originalPrice)}
            </s>
            <span className="text-sm font-semibold text-red-700">{percent}% off</span>
          </>
        )}
      </p>
      {coupon && (
        <p className="mt-1 text-sm font-semibold text-mustard-700">
          {formatRupees(coupon.pricePaise)} with code {coupon.code}
          {coupon.minOrderPaise !== null && ` on orders of ${formatRupees(coupon.minOrderPaise)} or more`}
        </p>
      )}
    </div>
  );
}
