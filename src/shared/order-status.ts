import { keysOf, keyTest } from "./label-table";

// pending → processing → shipped → delivered, pending or processing → cancelled, and a refused or undeliverable
// parcel shipped → returned_to_origin; the server refuses other moves.

export const ORDER_STATUS_LABELS = {
  pending: "Pending",
  processing: "Processing",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned_to_origin: "Returned to origin",
};
export type OrderStatus = keyof typeof ORDER_STATUS_LABELS;
export const ORDER_STATUSES = keysOf(ORDER_STATUS_LABELS);

export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["delivered", "returned_to_origin"],
  delivered: [],
  cancelled: [],
  returned_to_origin: [],
};

/** The customer hears about these moves by e-mail. */
export const CUSTOMER_NOTIFIED_STATUSES: readonly OrderStatus[] = ["shipped", "delivered", "cancelled", "returned_to_origin"];

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export const isOrderStatus = keyTest(ORDER_STATUS_LABELS);

export function refusedMoveMessage(from: OrderStatus, to: OrderStatus): string {
  return `Cannot change an order from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}`;
}

/** Badge colours (docs/product-rules.md#orders): pending yellow, processing blue, shipped purple, delivered green, cancelled red, returned to origin orange, other grey. */
export const ORDER_STATUS_BADGE_CLASSES: Record<OrderStatus, string> = {
  pending: "bg-yellow-100 text-yellow-900",
  processing: "bg-blue-100 text-blue-900",
  shipped: "bg-purple-100 text-purple-900",
  delivered: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
  returned_to_origin: "bg-orange-100 text-orange-900",
};

/** An order status as people read it; a value this code does not know is shown as it is. */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}
