import { Trans, useLingui } from "@lingui/react/macro";
import { CheckCircle2 } from "lucide-react";
import { Link } from "~/client/components/ui/link";
import { MoneySummary } from "~/client/components/money-summary";
import { buttonClasses } from "~/client/components/ui/button";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import type { Order } from "../api/get-order";
import { Section } from "~/client/components/ui/section";
import { CashToPay } from "./cash-to-pay";
import { DeliveryPromiseLine } from "./delivery-promise-line";
import { OrderAddress } from "./order-address";
import { lineTitle } from "~/shared/line-title";

/** The order-success page's content: what was ordered, where it goes, and what it costs. */
export function OrderReceipt({ order }: { order: Order }) {
  const { t } = useLingui();
  const { orderNumber } = order;
  const total = formatRupees(order.totalPaise);
  return (
    <div className="mx-auto max-w-2xl">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-leaf-600" />
        <h1 className="mt-3 text-2xl font-bold text-leaf-800 sm:text-3xl">{t`Order Placed Successfully!`}</h1>
        <p className="mt-2">
          <Trans>
            Order number: <strong className="break-all">{orderNumber}</strong>
          </Trans>
        </p>
        <DeliveryPromiseLine order={order} className="mt-2" />
        {order.paymentMethod === "upi" ? (
          <p className="mt-1 text-sm">
            {t`Payment: UPI.`}{" "}
            <Link to={paths.accountOrderPay.getHref(order.orderNumber)} className="font-semibold text-leaf-700 underline">
              {t`Pay ${total} by UPI`}
            </Link>
          </p>
        ) : (
          <p className="mt-1 text-sm">
            <Trans>
              Payment: Cash on Delivery. Please keep <strong>{total}</strong> ready.
            </Trans>
          </p>
        )}
      </div>
      <OrderAddress id="delivery" address={order.shipping} className="mt-6" />
      <Section id="items" title={t`Items`} className="mt-4 rounded-xl border border-mustard-100 p-4" titleClassName="font-bold text-leaf-800">
        <ul className="mt-2 space-y-3">
          {order.items.map(({ quantity, ...item }) => (
            <li key={item.id} className="flex items-center gap-3 text-sm">
              <img src={item.productImage} alt={lineTitle(item.productName, item.sizeLabel)} width={56} height={56} className="size-14 rounded bg-mustard-50 object-contain" />
              <span className="flex-1">
                <span className="block font-semibold">{lineTitle(item.productName, item.sizeLabel)}</span>
                <span className="block">{t`Quantity: ${quantity}`}</span>
              </span>
              <span className="font-semibold">{formatRupees(item.subtotalPaise)}</span>
            </li>
          ))}
        </ul>
        <MoneySummary compact figures={order} promoCode={order.promoCode} className="mt-4 border-t border-mustard-100 pt-3" />
        <CashToPay order={order} className="mt-3" />
      </Section>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Link to={paths.accountOrder.getHref(order.orderNumber)} className={buttonClasses({ size: "lg", variant: "accent" })}>
          {t`Follow your order`}
        </Link>
        <Link to={paths.shop.getHref()} className={buttonClasses({ size: "lg" })}>
          {t`Continue Shopping`}
        </Link>
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: "outline", size: "lg" })}>
          {t`Back to Home`}
        </Link>
      </div>
    </div>
  );
}
