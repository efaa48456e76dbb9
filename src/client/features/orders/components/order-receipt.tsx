import { CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/client/components/ui/button";
import { formatRupees, formatShipping } from "~/shared/money";
import { paths } from "~/shared/paths";
import { AddressText } from "~/client/components/address-text";
import type { Order } from "../api/get-order";

/** The order-success page's content: what was ordered, where it goes, and what it costs. */
export function OrderReceipt({ order }: { order: Order }) {
  const { shipping } = order;
  return (
    <div className="mx-auto max-w-2xl">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-leaf-600" />
        <h1 className="mt-3 text-2xl font-bold text-leaf-800 sm:text-3xl">Order Placed Successfully!</h1>
        <p className="mt-2">
          Order number: <strong className="break-all">{order.orderNumber}</strong>
        </p>
      </div>
      <section aria-labelledby="delivery-heading" className="mt-6 rounded-xl border border-mustard-100 p-4">
        <h2 id="delivery-heading" className="font-bold text-leaf-800">
          Delivery Address
        </h2>
        <address className="mt-2 text-sm not-italic">
          <AddressText address={shipping} />
        </address>
      </section>
      <section aria-labelledby="items-heading" className="mt-4 rounded-xl border border-mustard-100 p-4">
        <h2 id="items-heading" className="font-bold text-leaf-800">
          Items
        </h2>
        <ul className="mt-2 space-y-3">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 text-sm">
              <img src={item.productImage} alt={item.productName} width={56} height={56} className="size-14 rounded bg-mustard-50 object-contain" />
              <span className="flex-1">
                <span className="block font-semibold">{item.productName}</span>
                <span className="block">Quantity: {item.quantity}</span>
              </span>
              <span className="font-semibold">{formatRupees(item.subtotalPaise)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-4 space-y-1 border-t border-mustard-100 pt-3 text-sm">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd>{formatRupees(order.subtotalPaise)}</dd>
          </div>
          {order.discountPaise > 0 && (
            <div className="flex justify-between text-leaf-700">
              <dt>Discount{order.promoCode ? ` (${order.promoCode})` : ""}</dt>
              <dd>-{formatRupees(order.discountPaise)}</dd>
            </div>
          )}
          <div className="flex justify-between">
            <dt>Shipping</dt>
            <dd>{formatShipping(order.shippingPaise)}</dd>
          </div>
          <div className="flex justify-between text-base font-bold">
            <dt>Total</dt>
            <dd>{formatRupees(order.totalPaise)}</dd>
          </div>
        </dl>
      </section>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild size="lg">
          <Link to={paths.shop.getHref()}>Continue Shopping</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.home.getHref()}>Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}
