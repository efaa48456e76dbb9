import { eq } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { writeRefund } from "./gateway/settle";

export type RefundOwed = { orderId: string; amountPaise: number; reason: string; createdByUserId: string | null };

/** Refunds the way the money came; a gateway refund is sent with `sendRefund` after the caller's transaction commits. */
export async function oweRefund(tx: Transaction, refund: RefundOwed): Promise<{ refundId: string; throughGateway: boolean }> {
  const [order] = await tx.select({ method: orders.paymentMethod, reference: orders.paymentReference }).from(orders).where(eq(orders.id, refund.orderId));
  if (!order) throw new Error(`oweRefund: no order ${refund.orderId}`);
  if (order.method === "online" && order.reference) {
    return { refundId: await writeRefund(tx, { ...refund, gatewayPaymentId: order.reference }), throughGateway: true };
  }
  return { refundId: await writeRefund(tx, { ...refund, gatewayPaymentId: null }, null), throughGateway: false };
}
