import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useEnglishWords } from "~/client/lib/i18n/english-words";
import { formatRupees } from "~/shared/money";
import { COD_CHARGE_LABEL, UPI_SAVING_LABEL, type PriceSummary } from "~/shared/pricing";
import { cn } from "./ui/cn";

type Figures = Pick<PriceSummary, "subtotalPaise" | "discountPaise" | "rewardsPaise" | "shippingPaise" | "codChargePaise" | "upiSavingPaise" | "roundOffPaise" | "totalPaise">;

type MoneySummaryProps = {
  /** As shared/pricing computed them (cart, checkout) or as the order stored them: never re-derived here. */
  figures: Figures;
  /** Named beside the discount: "Discount (WELCOME10)". */
  promoCode?: string | null;
  /** Staff see the discount row even when there was none. */
  showZeroDiscount?: boolean;
  /** The smaller type of a receipt, instead of a summary panel's. */
  compact?: boolean;
  className?: string;
  /** Rows after the total (the staff page's payment, promo code and lucky draw). */
  children?: ReactNode;
};

/** The same price rows on every screen that states an order's price. */
export function MoneySummary({ figures, promoCode, showZeroDiscount, compact, className, children }: MoneySummaryProps) {
  const { subtotalPaise, discountPaise, rewardsPaise, shippingPaise, codChargePaise, upiSavingPaise, roundOffPaise, totalPaise } = figures;
  const { t } = useLingui();
  const words = useEnglishWords();
  return (
    <dl className={cn(compact ? "space-y-1 text-sm" : "space-y-2", className)}>
      <SummaryRow label={t`Subtotal`} value={formatRupees(subtotalPaise)} />
      {(discountPaise > 0 || showZeroDiscount) && (
        <SummaryRow
          label={promoCode ? t`Discount (${promoCode})` : t`Discount`}
          value={discountPaise > 0 ? `-${formatRupees(discountPaise)}` : formatRupees(0)}
          className={discountPaise > 0 ? "text-leaf-700" : undefined}
        />
      )}
      {rewardsPaise > 0 && <SummaryRow label={t`My rewards`} value={`-${formatRupees(rewardsPaise)}`} className="text-leaf-700" />}
      <SummaryRow label={t`Shipping`} value={shippingPaise === 0 ? t`FREE` : formatRupees(shippingPaise)} valueClassName={shippingPaise === 0 ? "font-semibold text-leaf-700" : undefined} />
      {codChargePaise > 0 && <SummaryRow label={words(COD_CHARGE_LABEL)} value={formatRupees(codChargePaise)} />}
      {upiSavingPaise > 0 && <SummaryRow label={words(UPI_SAVING_LABEL)} value={`-${formatRupees(upiSavingPaise)}`} className="text-leaf-700" />}
      {roundOffPaise > 0 && <SummaryRow label={t`Round off`} value={`-${formatRupees(roundOffPaise)}`} />}
      <SummaryRow label={t`Total`} value={formatRupees(totalPaise)} className={compact ? "text-base font-bold" : "border-t border-mustard-100 pt-2 text-lg font-bold"} />
      {children}
    </dl>
  );
}

export function SummaryRow({ label, value, className, valueClassName }: { label: string; value: ReactNode; className?: string; valueClassName?: string }) {
  return (
    <div className={cn("flex justify-between", className)}>
      <dt>{label}</dt>
      <dd className={valueClassName}>{value}</dd>
    </div>
  );
}
