import { and, asc, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
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

/** Sizes are locked in size id order, so two orders sharing sizes never deadlock; a short line throws a 409 that rolls the order back. */
export async function takeStock(tx: Queryable, orderId: string, lines: readonly StockLine[]): Promise<void> {
  // One row per size: an UPDATE … FROM takes a size once however many rows name it.
  const bySize = new Map<string, StockLine>();
  for (const line of lines) bySize.set(line.sizeId, { ...line, quantity: line.quantity + (bySize.get(line.sizeId)?.quantity ?? 0) });
  const sorted = [...bySize.values()].sort((a, b) => (a.sizeId < b.sizeId ? -1 : 1));
  if (sorted.length === 0) return;
  const wanted = sql.join(sorted.map((line) => sql`(${line.sizeId}, ${line.productId}, ${line.quantity}::int)`), sql`, `);
  const { rows } = await tx.execute<{ sizeId: string; left: number; after: number | null }>(sql`
    with "wanted" ("size_id", "item_id", "quantity") as (values ${wanted}),
    "locked" as (
      select ${catalogueSizes.id}, ${catalogueSizes.stockOnHand} from ${catalogueSizes}
      where ${catalogueSizes.id} in (select "size_id" from "wanted") and ${catalogueSizes.stockOnHand} is not null
      order by ${catalogueSizes.id} for update
    ),
    "taken" as (
      update ${catalogueSizes} set "stock_on_hand" = ${catalogueSizes.stockOnHand} - "wanted"."quantity"
      from "wanted", "locked"
      where ${catalogueSizes.id} = "wanted"."size_id" and "locked"."id" = ${catalogueSizes.id} and ${catalogueSizes.stockOnHand} >= "wanted"."quantity"
      returning ${catalogueSizes.id}, ${catalogueSizes.stockOnHand}
    ),
    "moved" as (
      insert into ${stockMovements} ("item_id", "size_id", "reason", "change", "on_hand_after", "order_id")
      select "wanted"."item_id", "taken"."id", 'order', -"wanted"."quantity", "taken"."stock_on_hand", ${orderId}::uuid
      from "taken" join "wanted" on "wanted"."size_id" = "taken"."id"
    )
    select "locked"."id" as "sizeId", "locked"."stock_on_hand" as "left", "taken"."stock_on_hand" as "after"
    from "locked" left join "taken" on "taken"."id" = "locked"."id"
  `);
  // A size not locked is not tracked (null never compares) or gone: nothing to take, as before stock was kept.
  for (const line of sorted) {
    const row = rows.find((taken) => taken.sizeId === line.sizeId);
    if (row && row.after === null) {
      throw new ApiError(409, notEnoughStockMessage(lineTitle(line.productName, line.sizeLabel), row.left), { title: "Not enough stock" });
    }
  }
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
