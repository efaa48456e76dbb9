import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import type { Signatory } from "~/shared/invoice";
import { isOrderStatus } from "~/shared/order-status";
import { CANNOT_CANCEL_DELIVERED, CANNOT_CANCEL_SHIPPED, SHOPPER_CANCELLABLE } from "~/shared/cancel-order";
import type { CancelOrderRequest } from "~/shared/schemas/cancel-order";
import { moveOrder, type MovedOrder } from "./move-order";

/** The same move staff make; another's order, or none, answers 404 alike. */
export async function cancelOwnOrder(
  db: Database,
  userId: string,
  orderNumber: string,
  { reason }: CancelOrderRequest,
  onMoved: (tx: Transaction, moved: MovedOrder) => Promise<unknown>,
  now: Date,
  signatory: Signatory | null,
): Promise<MovedOrder> {
  const [order] = await db
    .select({ id: orders.id, status: orders.orderStatus })
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  if (!order) throw notFound("Order not found");
  if (!isOrderStatus(order.status) || !SHOPPER_CANCELLABLE.includes(order.status)) {
    throw new ApiError(409, order.status === "cancelled" ? "This order is already cancelled." : order.status === "delivered" ? CANNOT_CANCEL_DELIVERED : CANNOT_CANCEL_SHIPPED);
  }
  return moveOrder(db, userId, order.id, { toStatus: "cancelled", courier: undefined, reason: undefined, note: reason }, onMoved, now, signatory);
}
