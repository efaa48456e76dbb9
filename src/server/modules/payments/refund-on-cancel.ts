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

/** A refund a cancellation owes: its amount, and whether it goes back through the gateway (sent after the commit). */
export type CancellationRefund = { refundId: string; amountPaise: number; throughGateway: boolean };

/** A cancelled order owes what was paid and not yet refunded, in the cancellation's transaction; an unpaid one owes nothing. */
export async function oweRefundOfCancelledOrder(tx: Transaction, orderId: string, actorUserId: string | null): Promise<CancellationRefund | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || !["paid", "partly_refunded"].includes(order.paymentStatus)) return null;
  const amountPaise = order.totalPaise - (await refundedPaise(tx, order));
  if (amountPaise <= 0) return null;
  const owed = await oweRefund(tx, { orderId, amountPaise, reason: CANCELLED_ORDER_REFUND_REASON, createdByUserId: actorUserId });
  return { ...owed, amountPaise };
}

/** After the cancellation commits: a gateway refund is sent (the gateway is never called inside a transaction). */
export async function sendCancellationRefund(deps: { db: Database; env: Env; logger: Logger }, refund: CancellationRefund | undefined): Promise<void> {
  if (!refund?.throughGateway) return;
  const gateway = await paymentGatewayOf(deps.env);
  const sent = gateway ? await sendRefund(deps.db, gateway, refund.refundId) : { ok: false as const, message: "Online Payment is not configured" };
  if (!sent.ok) deps.logger.warn("refund of a cancelled order was not sent; staff see it on the refunds queue", { refundId: refund.refundId, message: sent.message });
}
