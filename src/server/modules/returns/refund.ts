import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { orderItems, orders } from "~/server/db/schema/orders";
import { returnRequestLines, returnRequests } from "~/server/db/schema/returns";
import type { Signatory } from "~/shared/invoice";
import { lineTitle } from "~/shared/line-title";
import { issueReturnCreditNote } from "../invoices/service";
import { takeBackCommission, type TakenBackCommission } from "../membership/service";
import { oweRefund } from "../payments/service";
import type { ReturnRow } from "./records";

// An approved refund: a credit note for exactly the returned units and, when the order was paid, a refund of its total.
// Nothing goes back to stock: the goods stay with the shopper or are written off as damaged (docs/decisions/065-returns.md).

/** Payment states in which money was received and not all given back. */
const PAID = ["paid", "partly_refunded"];

/** `takenBack`: the member's commission this return took back, for their e-mail. */
export type ReturnRefund = { creditNoteNumber: string; creditedPaise: number; refundId: string | null; throughGateway: boolean; takenBack?: TakenBackCommission };

export async function refundForReturn(tx: Transaction, row: ReturnRow, deps: { actorUserId: string; now: Date; signatory: Signatory | null }): Promise<ReturnRefund> {
  // Held until commit: two returns of one order approved at once share its shipping in turn.
  const [order] = await tx.select({ id: orders.id, orderNumber: orders.orderNumber, paymentStatus: orders.paymentStatus, totalPaise: orders.totalPaise }).from(orders).where(eq(orders.id, row.orderId)).for("update");
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, row.orderId));
  const returned = await tx
    .select({ requestId: returnRequestLines.requestId, orderItemId: returnRequestLines.orderItemId, quantity: returnRequestLines.quantity })
    .from(returnRequestLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.requestId))
    .where(and(eq(returnRequests.orderId, row.orderId), eq(returnRequests.resolution, "refund"), eq(returnRequests.status, "approved")));
  const unitsOf = (itemId: string, mine: boolean) =>
    returned.filter((line) => line.orderItemId === itemId && (line.requestId === row.id) === mine).reduce((sum, line) => sum + line.quantity, 0);
  const lines = items.map((item) => {
    const before = unitsOf(item.id, false);
    return { title: lineTitle(item.productName, item.sizeLabel), before, after: before + unitsOf(item.id, true) };
  });
  const note = await issueReturnCreditNote(tx, { orderId: row.orderId, returnRequestId: row.id, lines }, deps.now, deps.signatory);
  const owed =
    order && PAID.includes(order.paymentStatus) && note.payablePaise > 0
      ? await oweRefund(tx, { orderId: row.orderId, amountPaise: note.payablePaise, reason: `Return approved (${note.number})`, createdByUserId: deps.actorUserId })
      : null;
  // A friend's returned goods take back their share of the member's commission (decision 067).
  const share = order && note.payablePaise > 0 ? { returnedPaise: Math.min(note.payablePaise, order.totalPaise), orderPaise: order.totalPaise } : null;
  const takenBack = share ? await takeBackCommission(tx, row.orderId, { returnRequestId: row.id, share, now: deps.now, actorUserId: deps.actorUserId }) : undefined;
  await tx.update(returnRequests).set({ refundId: owed?.refundId ?? null, creditedPaise: note.payablePaise }).where(eq(returnRequests.id, row.id));
  return { creditNoteNumber: note.number, creditedPaise: note.payablePaise, refundId: owed?.refundId ?? null, throughGateway: owed?.throughGateway ?? false, takenBack };
}
