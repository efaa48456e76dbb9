import { and, asc, eq, isNotNull, lte } from "drizzle-orm";
import type { AppDeps } from "~/server/context";
import { orders } from "~/server/db/schema/orders";
import { startCountedSweep, type Repeating } from "~/server/lib/repeat";
import type { Logger } from "~/server/logger";
import type { Awaited } from "~/shared/payment";
import { localize } from "~/shared/lang";
import { paths } from "~/shared/paths";
import type { Signatory } from "~/shared/invoice";
import { drawDocumentsLater } from "../invoices/service";
import { moveOrder, orderStatusMail } from "../orders/service";

/** The e-mail's sentence for an order the shop cancelled because what it waited for never came. */
const BECAUSE: Record<Awaited, string> = {
  upi_payment: "Your order #{orderNumber} has been cancelled because its UPI payment did not reach us in time. If you paid, reply to this e-mail with the 12-digit UPI reference and we will refund you.",
  online_payment: "Your order #{orderNumber} has been cancelled because its online payment was not completed in time. If money left your account, it is refunded to it.",
  cod_confirmation: "Your order #{orderNumber} has been cancelled because it was not confirmed in time. You are welcome to order again.",
};

/** Kept in the order's history, for the shopper and staff. */
const NOTE: Record<Awaited, string> = {
  upi_payment: "UPI payment not received in time",
  online_payment: "Online payment not completed in time",
  cod_confirmation: "Not confirmed in time",
};

const overdue = (now: Date) => and(isNotNull(orders.awaiting), lte(orders.awaitingUntil, now), eq(orders.orderStatus, "pending"));

type SweepDeps = Pick<AppDeps, "db" | "emails" | "documents"> & { baseUrl: string; signatory: Signatory | null };

/** Each order is claimed under a row lock that re-checks the deadline, so processes may sweep at once and a payment arriving then wins or waits. */
export async function cancelOverdueOrders({ db, emails, documents, baseUrl, signatory }: SweepDeps, now: Date): Promise<string[]> {
  const due = await db.select({ id: orders.id }).from(orders).where(overdue(now)).orderBy(asc(orders.awaitingUntil)).limit(100);
  const cancelled: string[] = [];
  for (const { id } of due) {
    const moved = await db.transaction(async (tx) => {
      const [claimed] = await tx.select({ awaiting: orders.awaiting }).from(orders).where(and(eq(orders.id, id), overdue(now))).for("update");
      if (!claimed) return null;
      const awaited = claimed.awaiting as Awaited;
      const because = BECAUSE[awaited];
      return moveOrder(tx, null, id, { toStatus: "cancelled", courier: undefined, reason: undefined, note: NOTE[awaited] }, async (inner, order) => {
        const mail = orderStatusMail(order.customerEmail, order, "cancelled", `${baseUrl}${localize(order.language, paths.accountOrder.getHref(order.orderNumber))}`, because);
        if (mail) await emails.enqueue(inner, "order_status", mail);
      }, now, signatory);
    });
    if (!moved) continue;
    cancelled.push(id);
    drawDocumentsLater(db, documents, id); // the credit note's PDF
  }
  if (cancelled.length > 0) emails.wake();
  return cancelled;
}

export type PaymentSweep = Repeating;

/** Once now and then every `intervalMs`, on every server process. */
export function startPaymentSweep(deps: SweepDeps & { logger: Logger; now: () => Date; intervalMs: number }): PaymentSweep {
  return startCountedSweep(deps, "overdue orders sweep", "overdue orders cancelled", (now) => cancelOverdueOrders(deps, now));
}
