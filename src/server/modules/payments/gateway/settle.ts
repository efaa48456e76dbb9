import { and, eq, inArray, isNull, or, sum } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import type { PaymentStatus } from "~/shared/payment";
import { recordOrderAudit } from "../../audit/service";
import type { GatewayPayment } from "./razorpay";

// A captured payment lands here whichever way it arrives (the shopper's browser, payment.captured,
// order.paid) and in any order: the order row is locked, and a payment already recorded changes nothing.

export const LATE_PAYMENT_REFUND_REASON = "Paid after the order was cancelled: refunded by the shop";
export const SECOND_PAYMENT_REFUND_REASON = "A second payment for an order already paid: refunded by the shop";
export const WRONG_AMOUNT_REFUND_REASON = "A payment that did not match the order's total: refunded by the shop";

/** What a captured payment did; `refundId`: a refund written for it, to send to the gateway after the commit. */
export type Settlement = { outcome: "paid" | "already_recorded" | "refunding" | "unknown_order"; refundId: string | null };

export async function settleCapturedPayment(tx: Transaction, payment: GatewayPayment, now: Date): Promise<Settlement> {
  if (!payment.orderId) return { outcome: "unknown_order", refundId: null };
  const [order] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, payment.orderId)).for("update");
  if (!order) return { outcome: "unknown_order", refundId: null };
  if (order.paymentReference === payment.id) return { outcome: "already_recorded", refundId: null };
  const [known] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.gatewayPaymentId, payment.id));
  if (known) return { outcome: "already_recorded", refundId: null };

  const payable = order.paymentMethod === "online" && order.paymentStatus === "pending" && payment.amountPaise === order.totalPaise;
  if (payable) await markPaid(tx, order, payment, now);
  // Money never vanishes: a payment the order cannot take is given back, and staff see the refund on the order.
  if (payable && order.orderStatus !== "cancelled") return { outcome: "paid", refundId: null };
  const reason = payable ? LATE_PAYMENT_REFUND_REASON : order.paymentStatus === "pending" ? WRONG_AMOUNT_REFUND_REASON : SECOND_PAYMENT_REFUND_REASON;
  const refundId = await writeRefund(tx, { orderId: order.id, gatewayPaymentId: payment.id, amountPaise: payment.amountPaise, reason, createdByUserId: null });
  return { outcome: "refunding", refundId };
}

async function markPaid(tx: Transaction, order: typeof orders.$inferSelect, payment: GatewayPayment, now: Date): Promise<void> {
  await tx
    .update(orders)
    .set({ paymentStatus: "paid", paymentReference: payment.id, paidAt: now, awaiting: null, awaitingUntil: null, updatedAt: now })
    .where(eq(orders.id, order.id));
  await recordOrderAudit(tx, order.id, {
    actorUserId: null,
    action: "order.payment",
    before: { paymentStatus: order.paymentStatus },
    after: { paymentStatus: "paid", paymentReference: payment.id, via: "gateway" },
  });
}

type NewRefund = { orderId: string; gatewayPaymentId: string | null; amountPaise: number; reason: string; createdByUserId: string | null; gatewayRefundId?: string; status?: "pending" | "sent"; sentAt?: Date };

/** `null` method: the shopper is yet to say which UPI ID or bank account the refund goes to. */
export async function writeRefund(tx: Transaction, refund: NewRefund, method: "gateway" | null = "gateway"): Promise<string> {
  const [row] = await tx.insert(refunds).values({ ...refund, method }).returning();
  await recordOrderAudit(tx, refund.orderId, {
    actorUserId: refund.createdByUserId,
    action: "order.refund",
    before: null,
    after: { refundId: row!.id, amountPaise: refund.amountPaise, method, reason: refund.reason },
  });
  await followRefunds(tx, refund.orderId, refund.createdByUserId);
  return row!.id;
}

/** The paise given back or being given back on the order's own payment (a second payment's refund is not the order's). */
export async function refundedPaise(tx: Transaction, order: { id: string; paymentReference: string | null }): Promise<number> {
  const [row] = await tx
    .select({ total: sum(refunds.amountPaise) })
    .from(refunds)
    .where(and(
      eq(refunds.orderId, order.id),
      inArray(refunds.status, ["pending", "sent"]),
      order.paymentReference ? or(isNull(refunds.gatewayPaymentId), eq(refunds.gatewayPaymentId, order.paymentReference)) : isNull(refunds.gatewayPaymentId),
    ));
  return Number(row?.total ?? 0);
}

/** Paid, partly refunded or refunded, from the refunds that stand; audited when it changes. */
export async function followRefunds(tx: Transaction, orderId: string, actorUserId: string | null): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order || !["paid", "partly_refunded", "refunded"].includes(order.paymentStatus)) return;
  const refunded = await refundedPaise(tx, order);
  const status: PaymentStatus = refunded === 0 ? "paid" : refunded >= order.totalPaise ? "refunded" : "partly_refunded";
  if (status === order.paymentStatus) return;
  await tx.update(orders).set({ paymentStatus: status, updatedAt: new Date() }).where(eq(orders.id, orderId));
  await recordOrderAudit(tx, orderId, { actorUserId, action: "order.payment", before: { paymentStatus: order.paymentStatus }, after: { paymentStatus: status, refundedPaise: refunded } });
}
