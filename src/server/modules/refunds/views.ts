import { desc, eq } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { refunds } from "~/server/db/schema/gateway-payments";
import type { RefundMethod, RefundStatus, RefundView } from "~/shared/refund";

export type RefundRow = typeof refunds.$inferSelect;

/** A refund as the shopper and staff see it after use: the payee only masked. */
export function toRefundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    amountPaise: row.amountPaise,
    method: row.method as RefundMethod | null,
    status: row.status as RefundStatus,
    payee: row.payeeMasked,
    utr: row.utr,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** An order's refunds, oldest first, for its shopper's page. */
export async function refundsOfOrder(db: Queryable, orderId: string): Promise<RefundView[]> {
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt));
  return rows.reverse().map(toRefundView);
}
