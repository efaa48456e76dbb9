import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { catalogueItems, catalogueSizes, stockMovements } from "~/server/db/schema/catalogue";
import { labelWhenSeveral, liveSizeCount } from "./live-sizes";
import { lineTitle } from "~/shared/line-title";
import { ApiError } from "~/server/http/errors";

// Stock is never oversold (docs/product-rules.md#stock): each pack size has its own, taken by a
// conditional UPDATE in the order's transaction, a CHECK behind it, and a stock_movements row for every change.

/** `id` is the item's (its back-office page); `name` names the size when the item has several. */
export type LowStockItem = { id: string; sizeId: string; name: string; stockOnHand: number | null; lowStockThreshold: number };

export type StockLine = { productId: string; sizeId: string; productName: string; sizeLabel: string | null; quantity: number };

/** True when the item can be bought now: shown in the shop, and not sold out. */
export const isInStock = (item: { stockOnHand: number | null }) => item.stockOnHand === null || item.stockOnHand > 0;

/** What a shopper reads when a line asks for more than is left; nothing is written. */
export function notEnoughStockMessage(name: string, left: number): string {
  return left <= 0 ? `${name} is out of stock. Please remove it from your cart.` : `Only ${left} left of ${name}. Please lower the quantity in your cart.`;
}

/** In size id order, so two orders sharing sizes never deadlock; more than is left throws a 409 that rolls the order back. */
export async function takeStock(tx: Queryable, orderId: string, lines: readonly StockLine[]): Promise<void> {
  const taken: (typeof stockMovements.$inferInsert)[] = [];
  for (const line of [...lines].sort((a, b) => (a.sizeId < b.sizeId ? -1 : 1))) {
    const [row] = await tx
      .update(catalogueSizes)
      .set({ stockOnHand: sql`${catalogueSizes.stockOnHand} - ${line.quantity}` })
      .where(and(eq(catalogueSizes.id, line.sizeId), gte(catalogueSizes.stockOnHand, line.quantity)))
      .returning({ onHand: catalogueSizes.stockOnHand });
    if (row) {
      taken.push({ itemId: line.productId, sizeId: line.sizeId, reason: "order", change: -line.quantity, onHandAfter: row.onHand, orderId });
      continue;
    }
    // No row: either too few left, or the size is not tracked (null never compares).
    const [current] = await tx.select({ onHand: catalogueSizes.stockOnHand }).from(catalogueSizes).where(eq(catalogueSizes.id, line.sizeId));
    if (current && current.onHand !== null) {
      throw new ApiError(409, notEnoughStockMessage(lineTitle(line.productName, line.sizeLabel), current.onHand), { title: "Not enough stock" });
    }
  }
  if (taken.length > 0) await tx.insert(stockMovements).values(taken);
}

/** Once only: a unique index allows one 'cancel' movement per order and size. Sizes in `keep` (written off) are not returned. */
export async function returnStock(tx: Queryable, orderId: string, keep: ReadonlySet<string> = new Set()): Promise<{ itemId: string; sizeId: string; quantity: number }[]> {
  const taken = await tx
    .select({ itemId: stockMovements.itemId, sizeId: stockMovements.sizeId, change: stockMovements.change })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, "order")))
    .orderBy(asc(stockMovements.sizeId));
  const returned: { itemId: string; sizeId: string; quantity: number }[] = [];
  for (const { itemId, sizeId, change } of taken) {
    if (keep.has(sizeId)) continue;
    const quantity = -change;
    const [row] = await tx
      .update(catalogueSizes)
      .set({ stockOnHand: sql`${catalogueSizes.stockOnHand} + ${quantity}` })
      .where(and(eq(catalogueSizes.id, sizeId), sql`${catalogueSizes.stockOnHand} is not null`))
      .returning({ onHand: catalogueSizes.stockOnHand });
    if (!row) continue;
    await tx.insert(stockMovements).values({ itemId, sizeId, reason: "cancel", change: quantity, onHandAfter: row.onHand, orderId });
    returned.push({ itemId, sizeId, quantity });
  }
  return returned;
}

/** Sizes on sale with tracked stock at or below their low-stock alert, fewest first: the dashboard's list. */
export async function listLowStock(db: Queryable): Promise<LowStockItem[]> {
  const rows = await db
    .select({
      id: catalogueItems.id,
      sizeId: catalogueSizes.id,
      name: catalogueItems.name,
      netQuantity: catalogueSizes.netQuantity,
      unit: catalogueSizes.unit,
      sizes: liveSizeCount,
      stockOnHand: catalogueSizes.stockOnHand,
      lowStockThreshold: catalogueSizes.lowStockThreshold,
    })
    .from(catalogueSizes)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueSizes.itemId))
    .where(and(eq(catalogueItems.active, true), isNull(catalogueSizes.retiredAt), isNotNull(catalogueSizes.stockOnHand), lte(catalogueSizes.stockOnHand, catalogueSizes.lowStockThreshold)))
    .orderBy(asc(catalogueSizes.stockOnHand), asc(catalogueItems.name), asc(catalogueSizes.position));
  return rows.map(({ netQuantity, unit, sizes, ...row }) => ({ ...row, name: lineTitle(row.name, labelWhenSeveral(sizes, netQuantity, unit)) }));
}
