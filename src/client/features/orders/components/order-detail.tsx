import { Trans, useLingui } from "@lingui/react/macro";
import { BusinessBuyerLine } from "~/client/components/business-buyer-line";
import { MoneySummary, SummaryRow } from "~/client/components/money-summary";
import { Section } from "~/client/components/ui/section";
import { StatusBadge } from "~/client/components/ui/status-badge";
import { AwaitingNote } from "~/client/components/ui/awaiting-note";
import { formatOrderDate } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";
import { formatRupees } from "~/shared/money";
import type { OrderDetail } from "../api/get-order-detail";
import { CancelOrder } from "./cancel-order";
import { ConfirmOrderButton } from "./confirm-order-button";
import { DeliveryPromiseLine } from "./delivery-promise-line";
import { PaymentBadge } from "./payment-badge";
import { UpiPayPanel } from "./upi-pay-panel";
import { OrderAddress } from "./order-address";
import { OrderDocuments } from "./order-documents";
import { OrderHistory } from "./order-history";
import { OrderRefunds } from "./order-refunds";
import { OrderTracking } from "./order-tracking";
import { OrderReturns } from "./order-returns";
import { lineTitle } from "~/shared/line-title";
import { useOrderLabels } from "../labels";

const box = "rounded-xl border border-mustard-100 p-4";
const heading = "font-bold text-leaf-800";

/** /account/orders/{number}: everything about one of the shopper's orders, and how to follow it. */
export function OrderDetailView({ detail }: { detail: OrderDetail }) {
  const { t, i18n } = useLingui();
  const labels = useOrderLabels();
  const { order, history } = detail;
  const { orderNumber } = order;
  const placedOn = formatOrderDate(order.createdAt, langOfI18n(i18n));
  const status = labels.orderStatus(order.orderStatus);
  const total = formatRupees(order.totalPaise);
  const payLater = order.paymentMethod === "cod" && order.paymentStatus === "pending" && order.orderStatus !== "cancelled";
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-bold break-all text-leaf-800 sm:text-3xl">{t`Order ${orderNumber}`}</h1>
        <p className="mt-1 text-sm text-earth-900/80">
          <Trans>
            Placed on <time dateTime={order.createdAt}>{placedOn}</time>
          </Trans>
        </p>
        <BusinessBuyerLine business={order.business} className="mt-1 text-sm text-earth-900/80" />
        {order.replacementFor && <ReplacementFor orderNumber={order.replacementFor.orderNumber} />}
        <div className="mt-2 flex flex-wrap gap-2">
          <StatusBadge status={order.orderStatus}>{t`Order: ${status}`}</StatusBadge>
          <PaymentBadge order={order} />
          <AwaitingNote awaiting={order.awaiting} reader="shopper" />
        </div>
        {order.awaiting?.what === "cod_confirmation" && <ConfirmOrderButton orderNumber={order.orderNumber} />}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <OrderDocuments order={order} />
          <CancelOrder orderNumber={order.orderNumber} status={order.orderStatus} />
        </div>
      </header>

      {order.paymentMethod === "upi" && order.paymentStatus === "pending" && order.orderStatus === "pending" && (
        <Section id="pay" title={t`Pay by UPI`} className={box} titleClassName={heading}>
          <div className="mt-2">
            <UpiPayPanel orderNumber={order.orderNumber} />
          </div>
        </Section>
      )}

      <OrderRefunds orderNumber={order.orderNumber} refunds={detail.refunds} className={box} titleClassName={heading} />

      <div className="grid gap-4 md:grid-cols-2">
        <Section id="delivery" title={t`Delivery`} className={box} titleClassName={heading}>
          {!["delivered", "cancelled", "returned_to_origin"].includes(order.orderStatus) && <DeliveryPromiseLine order={order} className="mt-2 justify-start" />}
          <OrderTracking tracking={order.tracking} />
        </Section>
        <Section id="history" title={t`Status history`} className={box} titleClassName={heading}>
          <OrderHistory history={history} />
        </Section>
      </div>

      <Section id="items" title={t`Items`} className={box} titleClassName={heading}>
        <ul className="mt-2 space-y-3">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 text-sm">
              <img src={item.productImage} alt="" width={48} height={48} className="size-12 rounded bg-mustard-50 object-contain" />
              <span className="flex-1">
                <span className="block font-semibold">{lineTitle(item.productName, item.sizeLabel)}</span>
                <span className="block">
                  {item.quantity} x {formatRupees(item.pricePaise)}
                </span>
              </span>
              <span className="font-semibold">{formatRupees(item.subtotalPaise)}</span>
            </li>
          ))}
        </ul>
        <MoneySummary compact figures={order} promoCode={order.promoCode} className="mt-4 border-t border-mustard-100 pt-3">
          <SummaryRow label={t`Payment`} value={labels.paymentMethod(order.paymentMethod)} />
        </MoneySummary>
        {payLater && (
          <p className="mt-3 rounded-lg bg-mustard-50 p-3 text-sm">
            <Trans>
              Please keep <strong>{total}</strong> ready in cash for the delivery.
            </Trans>
          </p>
        )}
      </Section>

      {order.orderStatus === "delivered" && (
        <Section id="report-a-problem" title={t`Report a problem`} className={box} titleClassName={heading}>
          <OrderReturns order={order} />
        </Section>
      )}

      <OrderAddress id="address" address={order.shipping} />
    </div>
  );
}

function ReplacementFor({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  return <p className="mt-1 text-sm font-semibold">{t`Free replacement for order ${orderNumber}, at no charge.`}</p>;
}
