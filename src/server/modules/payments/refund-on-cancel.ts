import { eq } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import type { Env } from "~/server/env";
import type { Logger } from "~/server/logger";
import { sendRefund } from "./gateway/refunds";
import { paymentGatewayOf } from "./gateway/razorpay";
import { refundedPaise } from "./gateway/settle";
import { oweRefund } from "./refunds-owed";

export const CANCELLED_ORDER_REFUND_REASON = "The order was cancelled after it was paid";
export const RETURNED_ORDER_REFUND_REASON = "The parcel came back to us undelivered after it was paid";
export const PAID_AFTER_CANCELLING_REASON = "The UPI payment reached us after the order was cancelled";

/** A refund a cancellation or a parcel back at the shop owes: its amount, and whether it goes back through the gateway (sent after the commit). */
export type CancellationRefund = { refundId: string; amountPaise: number; throughGateway: boolean };

/** An order that will never be delivered (cancelled, or back at the shop) owes what was paid and not yet refunded, in the move's transaction; an unpaid one owes nothing. */
export async function oweRefundOfUndeliveredOrder(tx: Transaction, orderId: string, actorUserId: string | null, reason = CANCELLED_ORDER_REFUND_REASON): Promise<CancellationRefund | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || !["paid", "partly_refunded"].includes(order.paymentStatus)) return null;
  const amountPaise = order.totalPaise - (await refundedPaise(tx, order));
  if (amountPaise <= 0) return null;
  const owed = await oweRefund(tx, { orderId, amountPaise, reason, createdByUserId: actorUserId });
  return { ...owed, amountPaise };
}

/** After the move commits: a gateway refund is sent (the gateway is never called inside a transaction). */
export async function sendCancellationRefund(deps: { db: Database; env: Env; logger: Logger }, refund: CancellationRefund | undefined): Promise<void> {
  if (!refund?.throughGateway) return;
  const gateway = await paymentGatewayOf(deps.env);
  const sent = gateway ? await sendRefund(deps.db, gateway, refund.refundId) : { ok: false as const, message: "Online Payment is not configured" };
  if (!sent.ok) deps.logger.warn("refund of an undelivered order was not sent; staff see it on the refunds queue", { refundId: refund.refundId, message: sent.message });
}
