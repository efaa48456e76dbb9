import type { ShownCoupon } from "~/shared/catalog/coupon";
import { formatRupees, type Paise } from "~/shared/money";
import { discountPercent } from "~/shared/pricing";

type PriceTagProps = {
  price: Paise;
  /** The MRP: struck out, and labelled so, when it is above the price. */
  originalPrice: Paise;
  coupon?: ShownCoupon;
  /** An item's page says the MRP includes every tax (Legal Metrology rule 6(10)). */
  inclusiveOfTaxes?: boolean;
  /** The unit sale price, e.g. "₹375.00 per L". */
  unitPrice?: string;
};

/** Price, struck-out MRP, rounded discount percent and, when a code gives one, the coupon price with its code. */
export function PriceTag({ price, originalPrice, coupon, inclusiveOfTaxes = false, unitPrice }: PriceTagProps) {
  const percent = discountPercent(price, originalPrice);
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-leaf-800">{formatRupees(price)}</span>
        {originalPrice > price && (
          <>
            {/* "MRP" says what the struck-out figure is, for screen readers too. */}
            <span className="text-sm text-earth-900/70">
              MRP <s>{formatRupees(originalPrice)}</s>
            </span>
            <span className="text-sm font-semibold text-red-700">{percent}% off</span>
          </>
        )}
        {inclusiveOfTaxes && <span className="text-xs text-earth-900/70">(incl. of all taxes)</span>}
      </p>
      {unitPrice && <p className="mt-0.5 text-xs text-earth-900/70">Unit price: {unitPrice}</p>}
      {coupon && (
        <p className="mt-1 text-sm font-semibold text-mustard-700">
          {formatRupees(coupon.pricePaise)} with code {coupon.code}
          {coupon.minOrderPaise !== null && ` on orders of ${formatRupees(coupon.minOrderPaise)} or more`}
        </p>
      )}
    </div>
  );
}
