import { and, eq, ne } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import { isUtrTaken, markOrderPaid, type MarkedPaid, type MarkPaidDeps } from "./mark-paid";

const utrTaken = (orderNumber?: string) => {
  const message = orderNumber ? `This UTR is already on order ${orderNumber}.` : "This UTR is already on another order.";
  return new ApiError(409, message, { fields: { utr: message } });
};

/** Staff saw the money arrive and mark a UPI order paid with its UTR; audited as done by hand. */
export async function markPaidByHand(db: Database, deps: MarkPaidDeps, request: { orderId: string; utr: string; actorUserId: string; now: Date }): Promise<MarkedPaid> {
  const [order] = await db.select({ paymentMethod: orders.paymentMethod, paymentStatus: orders.paymentStatus, orderStatus: orders.orderStatus }).from(orders).where(eq(orders.id, request.orderId));
  if (!order) throw notFound("Order not found");
  if (order.paymentMethod !== "upi") throw new ApiError(409, "Only a UPI order is marked paid with a UTR.");
  if (order.paymentStatus === "paid") throw new ApiError(409, "This order is already paid.");
  const [other] = await db.select({ orderNumber: orders.orderNumber }).from(orders).where(and(eq(orders.paymentReference, request.utr), ne(orders.id, request.orderId)));
  if (other) throw utrTaken(other.orderNumber);
  try {
    const paid = await db.transaction((tx) => markOrderPaid(tx, deps, { ...request, proof: { source: "manual" } }));
    if (!paid) throw new ApiError(409, "This order is no longer awaiting payment. Reload it to see why.");
    deps.emails.wake();
    return paid;
  } catch (error) {
    // Another order took the UTR between the check and the update.
    if (isUtrTaken(error)) throw utrTaken();
    throw error;
  }
}
