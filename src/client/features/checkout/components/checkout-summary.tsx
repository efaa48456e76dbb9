import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { MoneySummary } from "~/client/components/money-summary";
import { Button } from "~/client/components/ui/button";
import { formatRupees } from "~/shared/money";
import { lineStockLabel } from "~/shared/stock";
import type { ApiAnswer, api } from "~/client/lib/api";
import { COD_LIMIT_MESSAGE, priceSummary, withinCodLimit, type PaymentTerms } from "~/shared/pricing";
import { Section } from "~/client/components/ui/section";
import { lineTitle } from "~/shared/line-title";

/** A line of the cart as the cart endpoint answers it; the checkout lists the cart it is about to order. */
type SummaryLine = ApiAnswer<typeof api.cart.$get>["lines"][number];

/** Figures from shared/pricing with the server's discount; the server prices the order again when placed. */
export function CheckoutSummary({
  lines,
  discountPaise,
  promoCode,
  rewardsPaise,
  terms,
  promoBox,
  placing,
  onPlaceOrder,
}: {
  lines: SummaryLine[];
  discountPaise: number;
  /** The applied code, named beside its discount as on the order's page: "Discount (LAUNCH10)". */
  promoCode?: string;
  /** Membership rewards spent after the discount ("Use my rewards"). */
  rewardsPaise: number;
  /** What the chosen way to pay adds or takes off (COD charge, UPI saving), as the server will charge it. */
  terms: PaymentTerms;
  promoBox: ReactNode;
  placing: boolean;
  onPlaceOrder: () => void;
}) {
  const { t } = useLingui();
  const summary = priceSummary(lines.filter((line) => line.available), discountPaise, rewardsPaise, terms);
  // Cash on delivery is the only way to pay, so a total over its limit cannot be ordered as it is.
  const overCodLimit = !withinCodLimit(summary.totalPaise);
  return (
    <Section id="checkout-summary" title={t`Order Summary`} className="rounded-xl border border-mustard-100 bg-mustard-50 p-4 sm:p-6" titleClassName="text-xl font-bold text-leaf-800">
      <ul className="mt-4 space-y-3">
        {lines.map((line) => (
          <li key={line.id} className="flex items-center gap-3 text-sm">
            <img src={line.productImage} alt={lineTitle(line.productName, line.sizeLabel)} width={48} height={48} className="size-12 rounded bg-white object-contain" />
            <span className="flex-1">
              {lineTitle(line.productName, line.sizeLabel)} x {line.quantity}
            </span>
            {lineStockLabel(line) ? (
              <span className="font-semibold text-red-700">{lineStockLabel(line)}</span>
            ) : (
              <span className="font-semibold">{formatRupees(line.subtotalPaise)}</span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-mustard-100 pt-4">{promoBox}</div>
      {/* The same figures the server charges: available lines only, with the discount it computed. */}
      <MoneySummary figures={summary} promoCode={promoCode} className="mt-4" />
      {overCodLimit && (
        <p id="cod-limit" role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
          {COD_LIMIT_MESSAGE}
        </p>
      )}
      <Button
        size="lg"
        className="mt-5 w-full"
        onClick={onPlaceOrder}
        disabled={placing || overCodLimit}
        aria-busy={placing}
        aria-describedby={overCodLimit ? "cod-limit" : undefined}
      >
        {placing ? t`Placing Order...` : t`Place Order`}
      </Button>
    </Section>
  );
}
