import { and, asc, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { catalogueItems, stockMovements } from "~/server/db/schema/catalogue";
import { ApiError } from "~/server/http/errors";

// Stock is never oversold (docs/product-rules.md#stock): a conditional UPDATE in the order's
// transaction, a CHECK behind it, and a stock_movements row for every change.

export type LowStockItem = { id: string; name: string; stockOnHand: number | null; lowStockThreshold: number };

export type StockLine = { productId: string; productName: string; quantity: number };

/** True when the item can be bought now: shown in the shop, and not sold out. */
export const isInStock = (item: { stockOnHand: number | null }) => item.stockOnHand === null || item.stockOnHand > 0;

/** What a shopper reads when a line asks for more than is left; nothing is written. */
export function notEnoughStockMessage(name: string, left: number): string {
  return left <= 0 ? `${name} is out of stock. Please remove it from your cart.` : `Only ${left} left of ${name}. Please lower the quantity in your cart.`;
}

/** In item id order, so two orders sharing items never deadlock; more than is left throws a 409 that rolls the order back. */
export async function takeStock(tx: Queryable, orderId: string, lines: readonly StockLine[]): Promise<void> {
  const taken: (typeof stockMovements.$inferInsert)[] = [];
  for (const line of [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const [row] = await tx
      .update(catalogueItems)
      .set({ stockOnHand: sql`${catalogueItems.stockOnHand} - ${line.quantity}` })
      .where(and(eq(catalogueItems.id, line.productId), gte(catalogueItems.stockOnHand, line.quantity)))
      .returning({ onHand: catalogueItems.stockOnHand });
    if (row) {
      taken.push({ itemId: line.productId, reason: "order", change: -line.quantity, onHandAfter: row.onHand, orderId });
      continue;
    }
    // No row: either too few left, or the item is not tracked (null never compares).
    const [current] = await tx.select({ onHand: catalogueItems.stockOnHand }).from(catalogueItems).where(eq(catalogueItems.id, line.productId));
    if (current && current.onHand !== null) {
      throw new ApiError(409, notEnoughStockMessage(line.productName, current.onHand), { title: "Not enough stock" });
    }
  }
  if (taken.length > 0) await tx.insert(stockMovements).values(taken);
}

/** Once only: a unique index allows one 'cancel' movement per order and item. Items in `keep` (written off) are not returned. */
export async function returnStock(tx: Queryable, orderId: string, keep: ReadonlySet<string> = new Set()): Promise<{ itemId: string; quantity: number }[]> {
  const taken = await tx
    .select({ itemId: stockMovements.itemId, change: stockMovements.change })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, "order")))
    .orderBy(asc(stockMovements.itemId));
  const returned: { itemId: string; quantity: number }[] = [];
  for (const { itemId, change } of taken) {
    if (keep.has(itemId)) continue;
    const quantity = -change;
    const [row] = await tx
      .update(catalogueItems)
      .set({ stockOnHand: sql`${catalogueItems.stockOnHand} + ${quantity}` })
      .where(and(eq(catalogueItems.id, itemId), sql`${catalogueItems.stockOnHand} is not null`))
      .returning({ onHand: catalogueItems.stockOnHand });
    if (!row) continue;
    await tx.insert(stockMovements).values({ itemId, reason: "cancel", change: quantity, onHandAfter: row.onHand, orderId });
    returned.push({ itemId, quantity });
  }
  return returned;
}

/** Shown, tracked items at or below their low-stock alert, fewest first: the dashboard's list. */
export async function listLowStock(db: Queryable): Promise<LowStockItem[]> {
  return db
    .select({ id: catalogueItems.id, name: catalogueItems.name, stockOnHand: catalogueItems.stockOnHand, lowStockThreshold: catalogueItems.lowStockThreshold })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.active, true), isNotNull(catalogueItems.stockOnHand), lte(catalogueItems.stockOnHand, catalogueItems.lowStockThreshold)))
    .orderBy(asc(catalogueItems.stockOnHand), asc(catalogueItems.name));
}
