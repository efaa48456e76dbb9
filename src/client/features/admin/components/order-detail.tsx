import { formatRupees, formatShipping } from "~/shared/money";
import { ORDER_STATUS_LABELS, isOrderStatus } from "~/shared/order-status";
import { useAdminOrder } from "../api/get-order";
import { formatDateTime } from "./format";
import { OrderStatusActions } from "./order-status-actions";
import { OrderStatusBadge, PaymentStatusBadge } from "./status-badge";
import { AddressText } from "~/client/components/address-text";

const label = (status: string | null) => (status && isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : (status ?? ""));

export function OrderDetail({ orderId }: { orderId: string }) {
  const { data: order, isPending, isError } = useAdminOrder(orderId);
  if (isPending) return <p>Loading…</p>;
  if (isError) return <p role="alert">This order could not be found.</p>;
  const { shipping } = order;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-leaf-800">Order {order.orderNumber}</h1>
        <OrderStatusBadge status={order.orderStatus} />
        <PaymentStatusBadge status={order.paymentStatus} />
      </header>
      <p className="text-sm">Placed {formatDateTime(order.createdAt)} by {order.customer.name} ({order.customer.email})</p>

      <section aria-labelledby="actions-heading" className="rounded-lg border border-earth-900/15 bg-white p-4">
        <h2 id="actions-heading" className="mb-3 font-bold">
          Change status
        </h2>
        <OrderStatusActions orderId={order.id} orderNumber={order.orderNumber} status={order.orderStatus} />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="items-heading" className="rounded-lg border border-earth-900/15 bg-white p-4">
          <h2 id="items-heading" className="mb-3 font-bold">
            Items
          </h2>
          <ul className="divide-y divide-earth-900/10">
            {order.items.map((item) => (
              <li key={item.id} className="flex justify-between gap-3 py-2">
                <span>
                  {item.productName} x {item.quantity}
                  <span className="block text-xs text-earth-900/70">{formatRupees(item.pricePaise)} each</span>
                </span>
                <span>{formatRupees(item.subtotalPaise)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-earth-900/10 pt-3 text-sm">
            <div className="flex justify-between"><dt>Subtotal</dt><dd>{formatRupees(order.subtotalPaise)}</dd></div>
            <div className="flex justify-between">
              <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ""}</dt>
              <dd>{order.discountPaise > 0 ? `-${formatRupees(order.discountPaise)}` : formatRupees(0)}</dd>
            </div>
            <div className="flex justify-between"><dt>Shipping</dt><dd>{formatShipping(order.shippingPaise)}</dd></div>
            <div className="flex justify-between font-bold"><dt>Total</dt><dd>{formatRupees(order.totalPaise)}</dd></div>
            <div className="flex justify-between"><dt>Payment</dt><dd>Cash on Delivery</dd></div>
            <div className="flex justify-between"><dt>Promo code</dt><dd>{order.promoCode ?? "None"}</dd></div>
            <div className="flex justify-between"><dt>Lucky draw</dt><dd>{order.participateLuckyDraw ? "Opted in" : "Not opted in"}</dd></div>
          </dl>
        </section>

        <section aria-labelledby="address-heading" className="rounded-lg border border-earth-900/15 bg-white p-4">
          <h2 id="address-heading" className="mb-3 font-bold">
            Delivery address
          </h2>
          <address className="not-italic">
            <AddressText address={shipping} />
          </address>
        </section>
      </div>

      <section aria-labelledby="history-heading" className="rounded-lg border border-earth-900/15 bg-white p-4">
        <h2 id="history-heading" className="mb-3 font-bold">
          History
        </h2>
        <ol className="space-y-2 text-sm">
          <li>{formatDateTime(order.createdAt)}: placed by the customer (Pending)</li>
          {order.history
            .filter((event) => event.fromStatus !== null)
            .map((event) => (
              <li key={event.id}>
                {formatDateTime(event.createdAt)}: {label(event.fromStatus)} → {label(event.toStatus)}
                {event.actor ? ` by ${event.actor.name} (${event.actor.email})` : ""}
              </li>
            ))}
        </ol>
      </section>
    </div>
  );
}
