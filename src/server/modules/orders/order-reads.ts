import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { notFound } from "~/server/http/errors";
import { isUuid } from "~/shared/ids";
import type { Lang } from "~/shared/lang";
import { itemsOf, toCustomerView, toOrderRecord, type OrderPage, type OrderRecord } from "./records";

/** Any order by id, with its items named in `lang`; undefined when there is none. The back office shows it too. */
export async function getOrderWithItems(db: Queryable, orderId: string, lang: Lang = "en"): Promise<OrderRecord | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return undefined;
  const items = await itemsOf(db, [row.id], lang);
  return toOrderRecord(row, items.get(row.id) ?? []);
}

/** The shopper's own order; another user's looks exactly like a missing one. */
export async function getCustomerOrder(db: Queryable, userId: string, orderId: string): Promise<OrderRecord> {
  const order = await getOrderWithItems(db, orderId);
  if (!order || order.userId !== userId) throw notFound("Order not found");
  return order;
}

/** Newest first, keyset-paged after the cursor order, so page 100 costs what page 1 does. */
export async function listCustomerOrders(db: Queryable, userId: string, { cursor, limit }: { cursor?: string; limit: number }, lang: Lang = "en"): Promise<OrderPage> {
  const after = cursor
    ? sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from ${orders} c where c.id = ${cursor} and c.user_id = ${userId})`
    : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), after))
    // NULLS LAST as the index is built (drizzle's desc() index), so the index hands rows over in order.
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const items = await itemsOf(db, page.map((row) => row.id), lang);
  return {
    orders: page.map((row) => toCustomerView(toOrderRecord(row, items.get(row.id) ?? []))),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
