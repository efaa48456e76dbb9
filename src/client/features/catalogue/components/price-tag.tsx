import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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

// The unit of sale after "per": the symbols read the same in Hindi, a pack does not.
const packUnit = msg`pack`;

/** "₹375.00 per L" (shared/catalog/sizes.ts) in the page's language. */
function useUnitPriceText(unitPrice: string | undefined) {
  const { t, i18n } = useLingui();
  const parts = unitPrice && /^(.+) per (\S+)$/.exec(unitPrice);
  if (!parts) return unitPrice;
  const amount = parts[1];
  const unit = parts[2] === "pack" ? i18n._(packUnit) : parts[2];
  return t`${amount} per ${unit}`;
}

/** A bundle's "18% off" (shared/catalog/bundles.ts) in the page's language; any other label as it is. */
export function DiscountBadgeText({ label }: { label: string }) {
  const { t } = useLingui();
  const percent = /^(\d+)% off$/.exec(label)?.[1];
  return <>{percent ? t`${percent}% off` : label}</>;
}

/** Price, struck-out MRP, rounded discount percent and, when a code gives one, the coupon price with its code. */
export function PriceTag({ price, originalPrice, coupon, inclusiveOfTaxes = false, unitPrice }: PriceTagProps) {
  const { t } = useLingui();
  const percent = discountPercent(price, originalPrice);
  const mrp = formatRupees(originalPrice);
  const unitPriceText = useUnitPriceText(unitPrice);
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
