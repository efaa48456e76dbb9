import { MessageCircle } from "lucide-react";
import { buttonClasses } from "~/client/components/ui/button";
import { orderPromiseText } from "~/shared/delivery";
import { isOrderStatus } from "~/shared/order-status";
import { orderUpdateWhatsAppLink } from "~/shared/order-update-message";
import { paths } from "~/shared/paths";
import type { AdminOrderDetail } from "../api/get-order";

/** The promise, the courier and tracking, and a one-click WhatsApp update (wa.me) with the order's news. */
export function OrderShipment({ order }: { order: AdminOrderDetail }) {
  const promise = orderPromiseText(order);
  const status = isOrderStatus(order.orderStatus) ? order.orderStatus : null;
  const orderUrl = `${typeof window === "undefined" ? "" : window.location.origin}${paths.accountOrder.getHref(order.orderNumber)}`;
  return (
    <div className="space-y-3 text-sm">
      <p>Promised: {promise ?? "no promise recorded (placed before delivery promises)"}</p>
      {order.tracking ? (
        <p>
          Courier: <strong>{order.tracking.courier}</strong>, tracking number <strong className="break-all">{order.tracking.trackingNumber}</strong>
          {order.tracking.trackingUrl && (
            <>
              {" · "}
              <a href={order.tracking.trackingUrl} target="_blank" rel="noopener noreferrer" className="text-leaf-700 underline">
                Tracking link<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      ) : (
        <p>No tracking yet: it is entered when the order is marked shipped.</p>
      )}
      {status && (
        <a
          href={orderUpdateWhatsAppLink({ ...order, orderStatus: status }, orderUrl)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: "outline", size: "sm" })}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          Send on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}
