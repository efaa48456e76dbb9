import { and, asc, desc, eq, inArray, lt, sql, sum } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { isRefundOverdue, REFUND_DUE_DAYS, type RefundView } from "~/shared/refund";
import type { PaymentMethod } from "~/shared/payment";
import { toRefundView, type RefundRow } from "./views";

/** How many sent refunds the queue shows, newest first. */
export const SENT_SHOWN = 50;

export type RefundState = "awaiting_details" | "ready" | "gateway" | "sent";

/** Where to send it, in full, only while staff are to send it. */
export type PayeeDetails = { upiId: string } | { accountHolder: string; accountNumber: string; ifsc: string };

export type QueuedRefund = RefundView & {
  state: RefundState;
  overdue: boolean;
  reason: string;
  details: PayeeDetails | null;
  order: { id: string; orderNumber: string; paymentMethod: PaymentMethod; customerName: string; customerEmail: string };
};

function stateOf(row: RefundRow): RefundState {
  if (row.status === "sent") return "sent";
  if (row.method === "gateway") return "gateway";
  return row.method === null ? "awaiting_details" : "ready";
}

function detailsOf(row: RefundRow): PayeeDetails | null {
  if (row.status !== "pending") return null;
  if (row.method === "upi" && row.payeeUpiId) return { upiId: row.payeeUpiId };
  if (row.method === "bank" && row.payeeAccountNumber) return { accountHolder: row.payeeAccountHolder ?? "", accountNumber: row.payeeAccountNumber, ifsc: row.payeeIfsc ?? "" };
  return null;
}

const queueColumns = {
  refund: refunds,
  order: { id: orders.id, orderNumber: orders.orderNumber, paymentMethod: orders.paymentMethod, customerName: users.name, customerEmail: users.email },
};

/** /admin/refunds: every refund still owed (oldest first: the next one due leads), then the latest sent. */
export async function refundQueue(db: Queryable, now: Date): Promise<QueuedRefund[]> {
  const base = () => db.select(queueColumns).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(users, eq(users.id, orders.userId));
  const [owed, sent] = await Promise.all([
    base().where(inArray(refunds.status, ["pending", "failed"])).orderBy(asc(refunds.createdAt)),
    base().where(eq(refunds.status, "sent")).orderBy(desc(refunds.sentAt)).limit(SENT_SHOWN),
  ]);
  return [...owed, ...sent].map(({ refund, order }) => ({
    ...toRefundView(refund),
    state: stateOf(refund),
    overdue: isRefundOverdue(refund, now),
    reason: refund.reason,
    details: detailsOf(refund),
    order: { ...order, paymentMethod: order.paymentMethod as PaymentMethod },
  }));
}

type Owed = { count: number; amountPaise: number };

/** The dashboard's figures: refunds still owed (pending or failed), and those pending more than REFUND_DUE_DAYS after they were owed. */
export async function refundsOwed(db: Queryable, now: Date): Promise<{ owed: Owed; overdue: Owed }> {
  const dueBefore = new Date(now.getTime() - REFUND_DUE_DAYS * 24 * 60 * 60 * 1000);
  const overdue = and(eq(refunds.status, "pending"), lt(refunds.createdAt, dueBefore));
  const [row] = await db
    .select({
      owed: sql<number>`count(*)::int`,
      owedPaise: sum(refunds.amountPaise),
      overdue: sql<number>`(count(*) filter (where ${overdue}))::int`,
      overduePaise: sql<string | null>`sum(${refunds.amountPaise}) filter (where ${overdue})`,
    })
    .from(refunds)
    .where(inArray(refunds.status, ["pending", "failed"]));
  return {
    owed: { count: Number(row?.owed ?? 0), amountPaise: Number(row?.owedPaise ?? 0) },
    overdue: { count: Number(row?.overdue ?? 0), amountPaise: Number(row?.overduePaise ?? 0) },
  };
}
