import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client";
import { catalogueItems, catalogueSizes, stockMovements } from "~/server/db/schema/catalogue";
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { ApiError } from "~/server/http/errors";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { SKU_TAKEN_MESSAGE, sizeRowFromForm, type NewSizeValues, type SizeFormValues } from "~/shared/schemas/admin-sizes";
import { recordAudit } from "../audit/service";
import { adminItemOf, toAdminSize } from "./admin-view";
import { catalogueChanged } from "./cache";
import { refuseUnpublishable } from "./publish-checks";
import { lockedItem, sizeNotFound } from "./staff-service";

// Staff add, edit, reorder and retire an item's pack sizes (docs/product-rules.md#pack-sizes). The
// item's row is locked, so changes to one item take turns; each is audited; an item in the shop
// must still pass the publish checks afterwards, or the change is refused and nothing is written.

type SizeChange = { actorUserId: string; itemId: string; action: string };

async function changeSizes(db: Database, { actorUserId, itemId, action }: SizeChange, change: (tx: Transaction) => Promise<{ before: object | null; after: object | null }>) {
  try {
    const updated = await db.transaction(async (tx) => {
      const item = await lockedItem(tx, itemId);
      const { before, after } = await change(tx);
      const [row] = await tx.update(catalogueItems).set({ updatedAt: sql`now()` }).where(eq(catalogueItems.id, itemId)).returning();
      const view = await adminItemOf(tx, row!);
      if (view.active) refuseUnpublishable(view);
      await recordAudit(tx, { actorUserId, action, entity: "catalogue_item", entityId: itemId, before: before && { name: item.name, ...before }, after: after && { name: item.name, ...after } });
      return view;
    });
    catalogueChanged(db);
    return updated;
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === "catalogue_sizes_sku_key") {
      throw new ApiError(409, SKU_TAKEN_MESSAGE, { fields: { sku: SKU_TAKEN_MESSAGE } });
    }
    throw error;
  }
}

async function lockedSize(tx: Transaction, itemId: string, sizeId: string) {
  const [size] = await tx.select().from(catalogueSizes).where(and(eq(catalogueSizes.id, sizeId), eq(catalogueSizes.itemId, itemId))).for("update");
  if (!size) throw sizeNotFound();
  return size;
}

/** Adds a size last in the item's order, with units on hand when given (a movement says so). */
export async function addSize(db: Database, actorUserId: string, itemId: string, form: NewSizeValues): Promise<AdminCatalogueItem> {
  return changeSizes(db, { actorUserId, itemId, action: "catalogue.size.add" }, async (tx) => {
    const [last] = await tx.select({ position: sql<number>`coalesce(max(${catalogueSizes.position}), -1)` }).from(catalogueSizes).where(eq(catalogueSizes.itemId, itemId));
    const stockOnHand = form.stockOnHand ?? null;
    const [size] = await tx
      .insert(catalogueSizes)
      .values({ ...sizeRowFromForm(form), id: randomUUID(), itemId, stockOnHand, position: Number(last?.position ?? -1) + 1 })
      .returning();
    if (stockOnHand !== null) {
      await tx.insert(stockMovements).values({ itemId, sizeId: size!.id, reason: "adjustment", change: stockOnHand, onHandAfter: stockOnHand, actorUserId, note: "New size" });
    }
    return { before: null, after: toAdminSize(size!) };
  });
}

/** Changes a size's SKU, net quantity, prices, alert and tax overrides; its stock has its own form. */
export async function updateSize(db: Database, actorUserId: string, itemId: string, sizeId: string, form: SizeFormValues): Promise<AdminCatalogueItem> {
  return changeSizes(db, { actorUserId, itemId, action: "catalogue.size.update" }, async (tx) => {
    const before = await lockedSize(tx, itemId, sizeId);
    const [after] = await tx.update(catalogueSizes).set({ ...sizeRowFromForm(form), updatedAt: sql`now()` }).where(eq(catalogueSizes.id, sizeId)).returning();
    return { before: toAdminSize(before), after: toAdminSize(after!) };
  });
}

/** Retires a size (it leaves the shop and carts, and stays in past orders), or brings it back. */
export async function retireSize(db: Database, actorUserId: string, itemId: string, sizeId: string, retired: boolean): Promise<AdminCatalogueItem> {
  return changeSizes(db, { actorUserId, itemId, action: retired ? "catalogue.size.retire" : "catalogue.size.restore" }, async (tx) => {
    const before = await lockedSize(tx, itemId, sizeId);
    const [after] = await tx
      .update(catalogueSizes)
      .set({ retiredAt: retired ? (before.retiredAt ?? sql`now()`) : null, updatedAt: sql`now()` })
      .where(eq(catalogueSizes.id, sizeId))
      .returning();
    return { before: { sku: before.sku, retired: before.retiredAt !== null }, after: { sku: after!.sku, retired: after!.retiredAt !== null } };
  });
}

export const SIZES_CHANGED_MESSAGE = "The sizes changed meanwhile. Reload the page and try again.";

/** Puts the item's sizes in the order given (the first on sale is the default): every size it has, each once. */
export async function reorderSizes(db: Database, actorUserId: string, itemId: string, order: readonly string[]): Promise<AdminCatalogueItem> {
  return changeSizes(db, { actorUserId, itemId, action: "catalogue.size.reorder" }, async (tx) => {
    const sizes = await tx.select({ id: catalogueSizes.id, sku: catalogueSizes.sku, position: catalogueSizes.position }).from(catalogueSizes).where(eq(catalogueSizes.itemId, itemId));
    const known = new Set(sizes.map((size) => size.id));
    if (order.length !== sizes.length || new Set(order).size !== order.length || order.some((id) => !known.has(id))) {
      throw new ApiError(409, SIZES_CHANGED_MESSAGE, { fields: { order: SIZES_CHANGED_MESSAGE } });
    }
    for (const [position, id] of order.entries()) await tx.update(catalogueSizes).set({ position, updatedAt: sql`now()` }).where(eq(catalogueSizes.id, id));
    const skuOf = new Map(sizes.map((size) => [size.id, size.sku]));
    const before = [...sizes].sort((a, b) => a.position - b.position).map((size) => size.sku);
    return { before: { sizes: before }, after: { sizes: order.map((id) => skuOf.get(id)) } };
  });
}
