import { brand } from "./brand";
import { formatRupees } from "./money";
import { ORDER_STATUS_LABELS, type OrderStatus } from "./order-status";

// The WhatsApp update staff send from the order page: a wa.me link with the text written.

type UpdateOrder = {
  orderNumber: string;
  orderStatus: OrderStatus;
  totalPaise: number;
  shipping: { fullName: string; phone: string };
  tracking: { courier: string; trackingNumber: string; trackingUrl: string | null } | null;
};

export function orderUpdateText(order: UpdateOrder, orderUrl: string): string {
  const greeting = `Hello ${order.shipping.fullName.split(/\s+/)[0] || "there"},`;
  const lines =
    order.orderStatus === "shipped" && order.tracking
      ? [
          `your ${brand.name} order #${order.orderNumber} has been shipped with ${order.tracking.courier}, tracking number ${order.tracking.trackingNumber}.`,
          ...(order.tracking.trackingUrl ? [`Track it: ${order.tracking.trackingUrl}`] : []),
          `Please keep ${formatRupees(order.totalPaise)} ready in cash for the delivery.`,
        ]
      : [`your ${brand.name} order #${order.orderNumber} is now ${ORDER_STATUS_LABELS[order.orderStatus]}.`];
  return [greeting, ...lines, `Your order: ${orderUrl}`].join("\n");
}

/** wa.me wants the number in international form without "+": India's 91 and the stored 10 digits. */
export function orderUpdateWhatsAppLink(order: UpdateOrder, orderUrl: string): string {
  return `https://wa.me/91${order.shipping.phone}?text=${encodeURIComponent(orderUpdateText(order, orderUrl))}`;
}
