import { eq } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { writeRefund } from "./gateway/settle";

export type RefundOwed = { orderId: string; amountPaise: number; reason: string; createdByUserId: string | null };

/**
 * Money the shop owes back on a paid order (a cancellation, an approved return), the way it came: through
 * the gateway when paid online, otherwise to a UPI ID or bank account the shopper gives (no method until
 * then). Written in the caller's transaction; a gateway refund is sent with `sendRefund` after it commits.
 */
export async function oweRefund(tx: Transaction, refund: RefundOwed): Promise<{ refundId: string; throughGateway: boolean }> {
  const [order] = await tx.select({ method: orders.paymentMethod, reference: orders.paymentReference }).from(orders).where(eq(orders.id, refund.orderId));
  if (!order) throw new Error(`oweRefund: no order ${refund.orderId}`);
  if (order.method === "online" && order.reference) {
    return { refundId: await writeRefund(tx, { ...refund, gatewayPaymentId: order.reference }), throughGateway: true };
  }
  return { refundId: await writeRefund(tx, { ...refund, gatewayPaymentId: null }, null), throughGateway: false };
}
