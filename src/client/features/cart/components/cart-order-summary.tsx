import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import type { PriceSummary } from "~/shared/pricing";
import { MoneySummary } from "~/client/components/money-summary";
import { buttonClasses } from "~/client/components/ui/button";
import { Section } from "~/client/components/ui/section";

/** The server's figures and what more makes shipping free; a cart of only unsold lines has nothing to check out. */
export function CartOrderSummary({ summary }: { summary: PriceSummary }) {
  const nothingToOrder = summary.itemCount === 0;
  const { t } = useLingui();
  const more = formatRupees(summary.freeShippingRemainingPaise);
  return (
    <Section id="order-summary" title={t`Order Summary`} className="rounded-xl border border-mustard-100 bg-mustard-50 p-4 sm:p-6" titleClassName="text-xl font-bold text-leaf-800">
      {nothingToOrder ? (
        <p className="mt-4 text-sm text-earth-900">{t`Nothing in your cart is available now. Please remove these items and continue shopping.`}</p>
      ) : (
        <MoneySummary figures={summary} className="mt-4" />
      )}
      {!nothingToOrder && summary.freeShippingRemainingPaise > 0 && (
        <p className="mt-3 rounded-md bg-white px-3 py-2 text-sm text-mustard-700">{t`Add ${more} more for FREE shipping`}</p>
      )}
      <div className="mt-5 flex flex-col gap-2">
        {!nothingToOrder && (
          <Link to={paths.checkout.getHref()} className={buttonClasses({ size: "lg" })}>
            {t`Proceed to Checkout`}
          </Link>
        )}
        <Link to={paths.shop.getHref()} className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t`Continue Shopping`}
        </Link>
      </div>
    </Section>
  );
}
