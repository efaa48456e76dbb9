import { formatRupees } from "~/shared/money";
import { MoneySummary, SummaryRow } from "~/client/components/money-summary";
import { orderStatusLabel } from "~/shared/order-status";
import { useAdminOrder } from "../api/get-order";
import { formatDateTime } from "~/shared/format";
import { OrderStatusActions } from "./order-status-actions";
import { OrderBadges } from "./order-badges";
import { AddressText } from "~/client/components/address-text";
import { BusinessBuyerLine } from "~/client/components/business-buyer-line";
import { OrderShipment } from "./order-shipment";
import { PAYMENT_METHOD_LABELS } from "~/shared/payment";
import { MarkPaidForm } from "../../payments/components/mark-paid-form";
import { lineTitle } from "~/shared/line-title";
import { PanelSection } from "../../shared/panel-section";

export function OrderDetail({ orderId }: { orderId: string }) {
  const { data: order, isPending, isError } = useAdminOrder(orderId);
  if (isPending) return <p>Loading…</p>;
  if (isError) return <p role="alert">This order could not be found.</p>;
  const { shipping } = order;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-leaf-800">Order {order.orderNumber}</h1>
        <OrderBadges orderStatus={order.orderStatus} paymentStatus={order.paymentStatus} awaiting={order.awaiting} />
      </header>
      <p className="text-sm">Placed {formatDateTime(order.createdAt)} by {order.customer.name} ({order.customer.email})</p>
      <BusinessBuyerLine business={order.business} />

      <PanelSection id="actions" title="Change status">
        <OrderStatusActions orderId={order.id} orderNumber={order.orderNumber} status={order.orderStatus} awaiting={order.awaiting} items={order.items} />
      </PanelSection>

      {order.paymentMethod === "upi" && (order.paymentStatus === "pending" || order.paymentStatus === "submitted") && order.orderStatus !== "cancelled" ? (
        <PanelSection id="payment" title="Mark paid by UPI">
          <MarkPaidForm orderId={order.id} />
        </PanelSection>
      ) : null}

      <PanelSection id="shipment" title="Delivery and tracking">
        <OrderShipment order={order} />
      </PanelSection>

      <div className="grid gap-6 lg:grid-cols-2">
        <PanelSection id="items" title="Items">
          <ul className="divide-y divide-earth-900/10">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-2">
                <span>
                  {lineTitle(item.productName, item.sizeLabel)} x {item.quantity}
                  <span className="block text-xs text-earth-900/70">{formatRupees(item.pricePaise)} each</span>
                </span>
                <span>{formatRupees(item.subtotalPaise)}</span>
              </li>
            ))}
          </ul>
          <MoneySummary compact showZeroDiscount figures={order} promoCode={order.promoCode} className="mt-3 border-t border-earth-900/10 pt-3">
            <SummaryRow label="Payment" value={PAYMENT_METHOD_LABELS[order.paymentMethod]} />
            <SummaryRow label="Promo code" value={order.promoCode ?? "None"} />
            <SummaryRow label="Lucky draw" value={order.participateLuckyDraw ? "Opted in" : "Not opted in"} />
          </MoneySummary>
        </PanelSection>

        <PanelSection id="address" title="Delivery address">
          <address className="not-italic">
            <AddressText address={shipping} />
          </address>
        </PanelSection>
      </div>

      <PanelSection id="history" title="History">
        <ol className="space-y-2 text-sm">
          <li>{formatDateTime(order.createdAt)}: placed by the customer (Pending)</li>
          {order.history
            .filter((event) => event.fromStatus !== null)
            .map((event) => (
              <li key={event.id}>
                {formatDateTime(event.createdAt)}: {orderStatusLabel(event.fromStatus ?? "")} → {orderStatusLabel(event.toStatus)}
                {event.actor ? ` by ${event.actor.name} (${event.actor.email})` : ""}
                {event.note ? `: ${event.note}` : ""}
              </li>
            ))}
        </ol>
      </PanelSection>
    </div>
  );
}
