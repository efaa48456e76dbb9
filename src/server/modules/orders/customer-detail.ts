import { and, asc, eq } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { notFound } from "~/server/http/errors";
import type { OrderStatus } from "~/shared/order-status";
import { documentNumbersOf, type DocumentNumbers } from "../invoices/service";
import { replacedOrderOf } from "../returns/service";
import { refundsOfOrder } from "../refunds/service";
import type { RefundView } from "~/shared/refund";
import type { Lang } from "~/shared/lang";
import { itemsOf, toCustomerView, toOrderRecord, type OrderView } from "./records";

/** One step of an order's life as its customer sees it: the status it reached and when (who moved it is the back office's business). */
export type OrderStep = { status: OrderStatus; at: string; note: string | null };

/** The page /account/orders/{number}, filtered by the session's user so another's number answers 404 like a missing one; items named in `lang`. */
export async function getCustomerOrderDetail(
  db: Queryable,
  userId: string,
  orderNumber: string,
  lang: Lang = "en",
): Promise<{ order: OrderView & DocumentNumbers & { replacementFor: { orderNumber: string } | null }; history: OrderStep[]; refunds: RefundView[] }> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  if (!row) throw notFound("Order not found");
  const [items, events, documents, refunds, replaced] = await Promise.all([
    itemsOf(db, [row.id], lang),
    db
      .select({ toStatus: orderEvents.toStatus, createdAt: orderEvents.createdAt, note: orderEvents.note })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    documentNumbersOf(db, row.id),
    refundsOfOrder(db, row.id),
    replacedOrderOf(db, row.id),
  ]);
  return {
    order: { ...toCustomerView(toOrderRecord(row, items.get(row.id) ?? [])), ...documents, replacementFor: replaced && { orderNumber: replaced.orderNumber } },
    history: events.map((event) => ({ status: event.toStatus as OrderStatus, at: event.createdAt.toISOString(), note: event.note })),
    refunds,
  };
}
