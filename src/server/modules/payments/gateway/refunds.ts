import { and, desc, eq } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import { formatRupees } from "~/shared/money";
import type { GatewayRefundInput } from "~/shared/schemas/gateway-payment";
import { followRefunds, refundedPaise, writeRefund } from "./settle";
import { GatewayError, type GatewayRefund, type PaymentGateway } from "./razorpay";

export const REFUNDED_IN_DASHBOARD_REASON = "Refunded in the payment gateway's dashboard";

/** A staff refund of a paid online order: written, then sent; the gateway's refusal marks it failed and is told to staff. */
export async function refundThroughGateway(db: Database, gateway: PaymentGateway, staffUserId: string, orderId: string, input: GatewayRefundInput) {
  const refundId = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound("Order not found");
    if (order.paymentMethod !== "online" || !order.paymentReference || !["paid", "partly_refunded"].includes(order.paymentStatus)) {
      throw new ApiError(409, "Only a paid online order can be refunded through the payment gateway.", { title: "Not refundable" });
    }
    const refundable = order.totalPaise - (await refundedPaise(tx, order));
    if (input.amountPaise > refundable) {
      const message = `At most ${formatRupees(refundable)} can be refunded on this order.`;
      throw new ApiError(400, message, { fields: { amountPaise: message } });
    }
    return writeRefund(tx, { orderId, gatewayPaymentId: order.paymentReference, amountPaise: input.amountPaise, reason: input.reason, createdByUserId: staffUserId });
  });
  const sent = await sendRefund(db, gateway, refundId);
  if (!sent.ok) throw new ApiError(502, `The payment gateway refused the refund: ${sent.message}`, { title: "Refund failed" });
  return getRefund(db, refundId);
}

/** Asks the gateway to pay a written refund back; a refusal marks it failed, so the order's payment status stands as before. */
export async function sendRefund(db: Database, gateway: PaymentGateway, refundId: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const refund = await getRefund(db, refundId);
  if (!refund.gatewayPaymentId) return { ok: false, message: "no payment to refund" };
  try {
    const answer = await gateway.refund(refund.gatewayPaymentId, { amountPaise: refund.amountPaise, notes: { refund_id: refund.id } });
    await db.transaction((tx) => applyGatewayRefund(tx, refund.id, answer));
    return { ok: true };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await db.transaction(async (tx) => {
      await tx.update(refunds).set({ status: "failed" }).where(and(eq(refunds.id, refund.id), eq(refunds.status, "pending")));
      await followRefunds(tx, refund.orderId, null);
    });
    return { ok: false, message: error.message };
  }
}

/**
 * The gateway's word on a refund (its answer, refund.processed, refund.failed), in whatever order they come:
 * found by the gateway's id or by our id in its notes; one made in the gateway's dashboard is written here.
 */
export async function applyGatewayRefund(tx: Transaction, knownId: string | null, refund: GatewayRefund): Promise<void> {
  const ourId = knownId ?? (isUuid(refund.notes.refund_id) ? refund.notes.refund_id : null);
  const [row] = await tx
    .select()
    .from(refunds)
    .where(ourId ? eq(refunds.id, ourId) : eq(refunds.gatewayRefundId, refund.id))
    .for("update");
  if (!row) return writeDashboardRefund(tx, refund);
  // A refund's end is final: a late "pending" answer never undoes a processed or failed one.
  const status = row.status !== "pending" ? row.status : refund.status === "processed" ? "sent" : refund.status === "failed" ? "failed" : "pending";
  await tx
    .update(refunds)
    .set({ gatewayRefundId: refund.id, status, sentAt: status === "sent" ? (row.sentAt ?? new Date()) : null })
    .where(eq(refunds.id, row.id));
  if (status !== row.status) await followRefunds(tx, row.orderId, null);
}

async function writeDashboardRefund(tx: Transaction, refund: GatewayRefund): Promise<void> {
  if (refund.status === "failed" || refund.amountPaise <= 0) return;
  const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, refund.paymentId));
  if (!order) return;
  const processed = refund.status === "processed";
  await writeRefund(tx, {
    orderId: order.id,
    gatewayPaymentId: refund.paymentId,
    gatewayRefundId: refund.id,
    amountPaise: refund.amountPaise,
    reason: REFUNDED_IN_DASHBOARD_REASON,
    createdByUserId: null,
    status: processed ? "sent" : "pending",
    sentAt: processed ? new Date() : undefined,
  });
}

export async function getRefund(db: Queryable, refundId: string) {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) throw notFound("Refund not found");
  return refund;
}

/** An order's refunds, newest first, for the back office. */
export async function listOrderRefunds(db: Queryable, orderId: string) {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null }));
}

const isUuid = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
