import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import type { Lang } from "~/shared/lang";
import type { EmailQueue } from "../emails/service";
import { recordOrderAudit } from "../audit/service";
import { refundSentMail } from "./mail";

export const REFUND_NOT_READY = "This refund has no UPI ID or bank account yet: the shopper is to give one on their order page.";
export const REFUND_THROUGH_GATEWAY = "This refund goes back through the payment gateway; there is no transfer to record.";
export const refundAlreadySent = (utr: string | null) => `This refund is already recorded as sent${utr ? ` (UTR ${utr})` : ""}.`;
export const utrAlreadyRecorded = (utr: string, orderNumber: string) => `UTR ${utr} is already recorded for a refund of order ${orderNumber}. Check the reference on the bank's confirmation.`;

type Deps = { db: Database; emails: EmailQueue; orderUrl: (orderNumber: string, lang: Lang) => string };

/** The payee details are erased in the same UPDATE, conditional on "pending", so of two tabs recording at once one is told it is already sent. */
export async function recordRefundSent({ db, emails, orderUrl }: Deps, staffUserId: string, refundId: string, utr: string, now: Date) {
  return db.transaction(async (tx) => {
    // A UTR names one transfer: one already on another refund is a reference pasted twice.
    const [taken] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(refunds.utr, utr), ne(refunds.id, refundId)))
      .limit(1);
    if (taken) throw new ApiError(409, utrAlreadyRecorded(utr, taken.orderNumber), { fields: { utr: utrAlreadyRecorded(utr, taken.orderNumber) } });
    const [sent] = await tx
      .update(refunds)
      .set({ status: "sent", utr, sentAt: now, payeeUpiId: null, payeeAccountHolder: null, payeeAccountNumber: null, payeeIfsc: null })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, "pending"), inArray(refunds.method, ["upi", "bank"])))
      .returning();
    if (!sent) throw await refusal(tx, refundId);
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber, customerName: users.name, customerEmail: users.email, language: orders.language })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, sent.orderId));
    await recordOrderAudit(tx, sent.orderId, {
      actorUserId: staffUserId,
      action: "refund.sent",
      before: { refundId, status: "pending" },
      after: { refundId, status: "sent", method: sent.method, payee: sent.payeeMasked, utr, amountPaise: sent.amountPaise },
    });
    const lang = order!.language;
    const mail = { ...order!, amountPaise: sent.amountPaise, payee: sent.payeeMasked ?? "", utr, sentAt: now };
    await emails.enqueue(tx, "refund", refundSentMail(order!.customerEmail, mail, orderUrl(order!.orderNumber, lang), lang));
    return sent;
  });
}

async function refusal(tx: Transaction, refundId: string): Promise<ApiError> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!row) return notFound("Refund not found");
  if (row.status === "sent") return new ApiError(409, refundAlreadySent(row.utr));
  if (row.method === "gateway") return new ApiError(409, REFUND_THROUGH_GATEWAY);
  return new ApiError(409, REFUND_NOT_READY);
}
