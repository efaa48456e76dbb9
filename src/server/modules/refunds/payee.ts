import { and, eq } from "drizzle-orm";
import type { Database } from "~/server/db/client";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import { maskBankAccount, maskUpiId } from "~/shared/refund";
import type { RefundPayee } from "~/shared/schemas/refund";
import { recordOrderAudit } from "../audit/service";

export const PAYEE_ALREADY_GIVEN = "We already have where to send this refund. To change it, please contact us.";

function payeeColumns(payee: RefundPayee) {
  if (payee.method === "upi") return { method: "upi", payeeUpiId: payee.upiId, payeeMasked: maskUpiId(payee.upiId) };
  return {
    method: "bank",
    payeeAccountHolder: payee.accountHolder,
    payeeAccountNumber: payee.accountNumber,
    payeeIfsc: payee.ifsc,
    payeeMasked: maskBankAccount(payee.accountNumber, payee.ifsc),
  };
}

/**
 * The shopper says where a refund with no method goes: their own order's only (another's is a 404, like
 * a missing one), once. The audit keeps only the masked form, so the full details leave no copy behind.
 */
export async function giveRefundPayee(db: Database, userId: string, refundId: string, payee: RefundPayee, now: Date) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ refund: refunds })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(and(eq(refunds.id, refundId), eq(orders.userId, userId)))
      .for("update", { of: refunds });
    if (!found) throw notFound("Refund not found");
    if (found.refund.method !== null || found.refund.status !== "pending") throw new ApiError(409, PAYEE_ALREADY_GIVEN);
    const columns = payeeColumns(payee);
    const [updated] = await tx.update(refunds).set({ ...columns, payeeGivenAt: now }).where(eq(refunds.id, refundId)).returning();
    await recordOrderAudit(tx, found.refund.orderId, {
      actorUserId: userId,
      action: "refund.payee",
      before: { refundId, method: null },
      after: { refundId, method: columns.method, payee: columns.payeeMasked },
    });
    return updated!;
  });
}
