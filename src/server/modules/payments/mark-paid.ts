import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { AppDeps } from "~/server/context";
import type { Transaction } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { orders } from "~/server/db/schema/orders";
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { say } from "~/server/i18n/language";
import { linesMail } from "~/server/mail/lines-mail";
import { localize } from "~/shared/lang";
import { formatRupees } from "~/shared/money";
import { paths } from "~/shared/paths";
import { recordOrderAudit } from "../audit/service";

/** Where the proof of payment came from: a line of an uploaded statement, or staff's own check. */
export type PaymentProof = { source: "statement"; statementName: string; lineNumber: number } | { source: "manual" };

export type MarkPaidRequest = { orderId: string; utr: string; actorUserId: string; proof: PaymentProof; now: Date };

export type MarkPaidDeps = Pick<AppDeps, "emails"> & { baseUrl: string };

export type MarkedPaid = { orderId: string; orderNumber: string; totalPaise: number };

/** Still open to a UPI payment: not paid, not cancelled or returned. */
export const payableUpiOrder = and(
  eq(orders.paymentMethod, "upi"),
  inArray(orders.paymentStatus, ["pending", "submitted"]),
  notInArray(orders.orderStatus, ["cancelled", "returned_to_origin"]),
);

/** Cancelled while its UTR waited to be checked: money that arrives for it is owed back. */
export const cancelledWithUtrSubmitted = and(eq(orders.paymentMethod, "upi"), eq(orders.paymentStatus, "submitted"), eq(orders.orderStatus, "cancelled"));

/** Conditional, so a payment cannot land twice or on an order the overdue sweep just cancelled; null when no longer payable. */
export async function markOrderPaid(
  tx: Transaction,
  deps: MarkPaidDeps,
  request: MarkPaidRequest,
  /** A statement's credit for an order cancelled while its UTR waited: recorded paid, the caller owes the refund. */
  { cancelled = false }: { cancelled?: boolean } = {},
): Promise<MarkedPaid | null> {
  const { orderId, utr, actorUserId, proof, now } = request;
  const [before] = await tx
    .select({ orderNumber: orders.orderNumber, paymentStatus: orders.paymentStatus, paymentReference: orders.paymentReference, totalPaise: orders.totalPaise, email: users.email, name: users.name, language: orders.language })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!before) return null;
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: "paid", paidAt: now, paymentReference: utr, awaiting: null, awaitingUntil: null, updatedAt: sql`now()` })
    // A statement pays the order that holds its UTR; staff checking by hand may correct a mistyped one.
    .where(and(eq(orders.id, orderId), cancelled ? cancelledWithUtrSubmitted : payableUpiOrder, proof.source === "statement" ? eq(orders.paymentReference, utr) : undefined))
    .returning({ id: orders.id });
  if (!paid) return null;
  await recordOrderAudit(tx, orderId, {
    actorUserId,
    action: "order.payment",
    before: { orderNumber: before.orderNumber, paymentStatus: before.paymentStatus, paymentReference: before.paymentReference },
    after: { orderNumber: before.orderNumber, paymentStatus: "paid", paymentReference: utr, ...proof },
  });
  // In the order's language, linking to its page in that language.
  const lang = before.language;
  const orderUrl = `${deps.baseUrl}${localize(lang, paths.accountOrder.getHref(before.orderNumber))}`;
  const values = { amount: formatRupees(before.totalPaise), orderNumber: before.orderNumber, utr };
  await deps.emails.enqueue(
    tx,
    "order_status",
    linesMail({
      to: before.email,
      name: before.name,
      subject: say(lang, "Payment received for order {orderNumber}", values),
      lines: [
        cancelled
          ? say(lang, "We have received your UPI payment of {amount} for order #{orderNumber} (UPI reference {utr}). The order was cancelled, so we owe it back to you: please tell us on your order page which UPI ID or bank account to send it to.", values)
          : say(lang, "We have received your UPI payment of {amount} for order #{orderNumber} (UPI reference {utr}). Thank you!", values),
      ],
      link: { href: orderUrl, label: say(lang, "See your order") },
      lang,
    }),
  );
  return { orderId, orderNumber: before.orderNumber, totalPaise: before.totalPaise };
}

/** True when the error is the one-order-per-UTR rule: the reference is already on another order. */
export const isUtrTaken = (error: unknown) => pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === "orders_payment_reference_key";
