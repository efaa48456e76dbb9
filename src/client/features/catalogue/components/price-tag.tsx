import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ShownCoupon } from "~/shared/catalog/coupon";
import type { UnitPrice } from "~/shared/catalog/sizes";
import { formatRupees, type Paise } from "~/shared/money";
import { discountPercent } from "~/shared/pricing";

type PriceTagProps = {
  price: Paise;
  /** The MRP: struck out, and labelled so, when it is above the price. */
  originalPrice: Paise;
  coupon?: ShownCoupon;
  /** An item's page says the MRP includes every tax (Legal Metrology rule 6(10)). */
  inclusiveOfTaxes?: boolean;
  /** The unit sale price: ₹375.00 per L. */
  unitPrice?: UnitPrice;
};

// The unit of sale after "per": the symbols read the same in Hindi, a pack does not.
const packUnit = msg`pack`;

/** A bundle's discount badge: "18% off". */
export function DiscountBadgeText({ price, originalPrice }: { price: Paise; originalPrice: Paise }) {
  const { t } = useLingui();
  const percent = discountPercent(price, originalPrice);
  return <>{t`${percent}% off`}</>;
}

/** Price, struck-out MRP, rounded discount percent and, when a code gives one, the coupon price with its code. */
export function PriceTag({ price, originalPrice, coupon, inclusiveOfTaxes = false, unitPrice }: PriceTagProps) {
  const { t, i18n } = useLingui();
  const percent = discountPercent(price, originalPrice);
  const mrp = formatRupees(originalPrice);
  const amount = unitPrice?.amount;
  const unit = unitPrice && (unitPrice.per === "pack" ? i18n._(packUnit) : unitPrice.per);
  const unitPriceText = unitPrice && t`${amount} per ${unit}`;
  const couponPrice = coupon && formatRupees(coupon.pricePaise);
  const code = coupon?.code;
  const minOrder = coupon && coupon.minOrderPaise !== null ? formatRupees(coupon.minOrderPaise) : undefined;
  return (
    <div>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-xl font-bold text-leaf-800">{formatRupees(price)}</span>
        {originalPrice > price && (
          <>
            {/* "MRP" says what the struck-out figure is, for screen readers too. */}
            <span className="text-sm text-earth-900/70">
              <Trans>
                MRP <s>{mrp}</s>
              </Trans>
            </span>
            <span className="text-sm font-semibold text-red-700">{t`${percent}% off`}</span>
          </>
        )}
        {inclusiveOfTaxes && <span className="text-xs text-earth-900/70">{t`(incl. of all taxes)`}</span>}
      </p>
      {unitPriceText && <p className="mt-0.5 text-xs text-earth-900/70">{t`Unit price: ${unitPriceText}`}</p>}
      {coupon && (
        <p className="mt-1 text-sm font-semibold text-mustard-700">
          {minOrder ? t`${couponPrice} with code ${code} on orders of ${minOrder} or more` : t`${couponPrice} with code ${code}`}
        </p>
      )}
    </div>
  );
}
