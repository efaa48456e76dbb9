import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { catalogueItems, catalogueSizes, stockMovements } from "~/server/db/schema/catalogue";
import { catalogueDeclarations } from "~/server/db/schema/declarations";
import { orders } from "~/server/db/schema/orders";
import { labelMissingHindi } from "~/shared/declarations/label-hindi";
import { ApiError, notFound } from "~/server/http/errors";
import {
  CHOOSE_CATEGORY_MESSAGE,
  catalogueRowFromForm,
  type AdminCatalogueItem,
  type CatalogueItemFormValues,
  type StockAdjustment,
  type StockMovementView,
} from "~/shared/schemas/admin-catalogue";
import { sizeLabel } from "~/shared/catalog/sizes";
import { defaultSizeFromForm } from "~/shared/schemas/admin-sizes";
import { recordAudit } from "../audit/service";
import { isRestock, notifyRestocked, type RestockNotice } from "../stock-alerts/service";
import { adminItemOf, auditView, sizesOf, toAdminItem } from "./admin-view";
import { catalogueChanged } from "./cache";
import { assertDeclarationsPublishable } from "./publish-check";
import { refuseUnpublishable } from "./publish-checks";
import type { CatalogueRow } from "./service";

// The back office's side of the catalogue: every item (hidden ones too), editing an item, and
// setting its stock with a reason. Each change is audited in its own transaction, and the shop's
// copy of the catalogue is refreshed (other server processes follow within a second).

export async function listCatalogueForStaff(db: Queryable): Promise<AdminCatalogueItem[]> {
  const rows = await db.select().from(catalogueItems).orderBy(desc(catalogueItems.kind), asc(catalogueItems.position), asc(catalogueItems.id));
  const sizes = await sizesOf(db);
  // The list says which labels have English prose without Hindi (docs/decisions/073-catalogue-text-in-hindi.md).
  const labels = await db.select().from(catalogueDeclarations);
  const labelsMissingHindi = new Set(labels.filter((label) => labelMissingHindi(label).length > 0).map((label) => label.itemId));
  return rows.map((row) => ({ ...toAdminItem(row, sizes.get(row.id) ?? []), labelMissingHindi: labelsMissingHindi.has(row.id) }));
}

export const itemNotFound = () => notFound("This item is not in the catalogue");
export const sizeNotFound = () => notFound("This size is not in the catalogue");

/** The item's row, locked until the transaction ends: two staff changes to one item take turns. */
export async function lockedItem(tx: Queryable, id: string): Promise<CatalogueRow> {
  const [row] = await tx.select().from(catalogueItems).where(eq(catalogueItems.id, id)).for("update");
  if (!row) throw itemNotFound();
  return row;
}

/** One item with its latest stock movements (50), newest first, naming the order or the staff member. */
export async function getCatalogueItemForStaff(db: Queryable, id: string): Promise<{ item: AdminCatalogueItem; movements: StockMovementView[] }> {
  const [row] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, id));
  if (!row) throw itemNotFound();
  const movements = await db
    .select({ movement: stockMovements, orderNumber: orders.orderNumber, actorName: users.name, sku: catalogueSizes.sku, netQuantity: catalogueSizes.netQuantity, unit: catalogueSizes.unit })
    .from(stockMovements)
    .innerJoin(catalogueSizes, eq(catalogueSizes.id, stockMovements.sizeId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(users, eq(users.id, stockMovements.actorUserId))
    .where(eq(stockMovements.itemId, id))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(50);
  return {
    item: await adminItemOf(db, row),
    movements: movements.map(({ movement, orderNumber, actorName, sku, netQuantity, unit }) => ({
      id: movement.id,
      sku,
      sizeLabel: sizeLabel(netQuantity, unit),
      reason: movement.reason as StockMovementView["reason"],
      change: movement.change,
      onHandAfter: movement.onHandAfter,
      note: movement.note,
      orderNumber,
      actorName,
      createdAt: movement.createdAt.toISOString(),
    })),
  };
}

/** Also sets the default size's figures; an item shown in the shop must pass the publish checks (docs/product-rules.md#pack-sizes). */
export async function updateCatalogueItem(db: Database, actorUserId: string, id: string, form: CatalogueItemFormValues): Promise<AdminCatalogueItem> {
  const updated = await db.transaction(async (tx) => {
    const before = await lockedItem(tx, id);
    const beforeView = await adminItemOf(tx, before);
    const isProduct = before.kind === "product";
    if (isProduct && !form.category) throw new ApiError(400, CHOOSE_CATEGORY_MESSAGE, { fields: { category: CHOOSE_CATEGORY_MESSAGE } });
    const category = isProduct ? form.category! : null;
    // Showing it, or badging a shown item anew, publishes its label: the label must be complete.
    if (form.active && (!before.active || (form.badge ?? null) !== before.badge)) await assertDeclarationsPublishable(tx, { id, kind: before.kind, badge: form.badge ?? null });
    const defaultSize = beforeView.sizes.find((size) => !size.retired);
    if (defaultSize) await tx.update(catalogueSizes).set({ ...defaultSizeFromForm(form), updatedAt: sql`now()` }).where(eq(catalogueSizes.id, defaultSize.id));
    const [after] = await tx
      .update(catalogueItems)
      .set({ ...catalogueRowFromForm(form), category, pressType: category === "mustard-oils" ? (form.pressType ?? null) : null, updatedAt: sql`now()` })
      .where(eq(catalogueItems.id, id))
      .returning();
    const afterView = await adminItemOf(tx, after!);
    if (afterView.active) refuseUnpublishable(afterView);
    await recordAudit(tx, { actorUserId, action: "catalogue.update", entity: "catalogue_item", entityId: id, before: auditView(beforeView), after: auditView(afterView) });
    return afterView;
  });
  catalogueChanged(db);
  return updated;
}

/** The row is locked, so an order taking stock at the same moment goes before or after and the movement records the true difference. */
export async function adjustStock(
  db: Database,
  actorUserId: string,
  id: string,
  adjustment: StockAdjustment,
  { sizeId, restock }: { sizeId?: string; restock?: RestockNotice } = {},
): Promise<AdminCatalogueItem> {
  let notified = 0;
  const updated = await db.transaction(async (tx) => {
    const item = await lockedItem(tx, id);
    const [size] = await tx
      .select()
      .from(catalogueSizes)
      .where(and(eq(catalogueSizes.itemId, id), sizeId ? eq(catalogueSizes.id, sizeId) : isNull(catalogueSizes.retiredAt)))
      .orderBy(asc(catalogueSizes.position), asc(catalogueSizes.id))
      .limit(1)
      .for("update");
    if (!size) throw sizeNotFound();
    const onHand = adjustment.tracked ? adjustment.onHand : null;
    await tx.update(catalogueSizes).set({ stockOnHand: onHand, updatedAt: sql`now()` }).where(eq(catalogueSizes.id, size.id));
    await tx.insert(stockMovements).values({
      itemId: id,
      sizeId: size.id,
      reason: "adjustment",
      change: (onHand ?? 0) - (size.stockOnHand ?? 0),
      onHandAfter: onHand,
      actorUserId,
      note: adjustment.note,
    });
    if (restock && isRestock(size.stockOnHand, onHand)) notified = await notifyRestocked(tx, restock, size.id);
    await recordAudit(tx, {
      actorUserId,
      action: "catalogue.stock",
      entity: "catalogue_item",
      entityId: id,
      before: { name: item.name, sku: size.sku, stockOnHand: size.stockOnHand },
      after: { name: item.name, sku: size.sku, stockOnHand: onHand, note: adjustment.note, ...(notified > 0 ? { backInStockEmails: notified } : {}) },
    });
    const [after] = await tx.update(catalogueItems).set({ updatedAt: sql`now()` }).where(eq(catalogueItems.id, id)).returning();
    return adminItemOf(tx, after!);
  });
  catalogueChanged(db);
  if (notified > 0) restock?.emails.wake();
  return updated;
}
