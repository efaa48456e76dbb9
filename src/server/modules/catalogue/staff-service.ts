import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { catalogueItems, stockMovements } from "~/server/db/schema/catalogue";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import {
  CHOOSE_CATEGORY_MESSAGE,
  catalogueRowFromForm,
  stockStateOf,
  type AdminCatalogueItem,
  type CatalogueItemFormValues,
  type StockAdjustment,
  type StockMovementView,
} from "~/shared/schemas/admin-catalogue";
import { recordAudit } from "../audit/service";
import { catalogueChanged } from "./cache";
import { shownPhoto } from "./photos";
import { assertDeclarationsPublishable } from "./publish-check";
import type { CatalogueRow } from "./service";

// The back office's side of the catalogue: every item (hidden ones too), editing an item, and
// setting its stock with a reason. Each change is audited in its own transaction, and the shop's
// copy of the catalogue is refreshed (other server processes follow within a second).

export function toAdminItem(row: CatalogueRow): AdminCatalogueItem {
  return {
    id: row.id,
    kind: row.kind === "bundle" ? "bundle" : "product",
    slug: row.slug,
    name: row.name,
    description: row.description,
    pricePaise: row.pricePaise,
    originalPricePaise: row.originalPricePaise,
    category: row.category as AdminCatalogueItem["category"],
    pressType: row.pressType as AdminCatalogueItem["pressType"],
    badge: row.badge,
    images: row.images,
    photos: row.photos.map(shownPhoto),
    active: row.active,
    stockOnHand: row.stockOnHand,
    lowStockThreshold: row.lowStockThreshold,
    hsnCode: row.hsnCode,
    gstRateBp: row.gstRateBp,
    stockState: stockStateOf(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an item: what staff can change, and its stock. */
export const auditView = ({ updatedAt: _updated, stockState: _state, images: _images, photos: _photos, ...item }: AdminCatalogueItem) => item;

export async function listCatalogueForStaff(db: Queryable): Promise<AdminCatalogueItem[]> {
  const rows = await db.select().from(catalogueItems).orderBy(desc(catalogueItems.kind), asc(catalogueItems.position), asc(catalogueItems.id));
  return rows.map(toAdminItem);
}

export const itemNotFound = () => notFound("This item is not in the catalogue");

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
    .select({ movement: stockMovements, orderNumber: orders.orderNumber, actorName: users.name })
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(users, eq(users.id, stockMovements.actorUserId))
    .where(eq(stockMovements.itemId, id))
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
    .limit(50);
  return {
    item: toAdminItem(row),
    movements: movements.map(({ movement, orderNumber, actorName }) => ({
      id: movement.id,
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

/** Changes an item's details. A product needs a category; a press type belongs to mustard oils only. */
export async function updateCatalogueItem(db: Database, actorUserId: string, id: string, form: CatalogueItemFormValues): Promise<AdminCatalogueItem> {
  const updated = await db.transaction(async (tx) => {
    const before = await lockedItem(tx, id);
    const isProduct = before.kind === "product";
    if (isProduct && !form.category) throw new ApiError(400, CHOOSE_CATEGORY_MESSAGE, { fields: { category: CHOOSE_CATEGORY_MESSAGE } });
    const category = isProduct ? form.category! : null;
    // Showing it, or badging a shown item anew, publishes its label: the label must be complete.
    if (form.active && (!before.active || (form.badge ?? null) !== before.badge)) await assertDeclarationsPublishable(tx, { id, kind: before.kind, badge: form.badge ?? null });
    const [after] = await tx
      .update(catalogueItems)
      .set({ ...catalogueRowFromForm(form), category, pressType: category === "mustard-oils" ? (form.pressType ?? null) : null, updatedAt: sql`now()` })
      .where(eq(catalogueItems.id, id))
      .returning();
    await recordAudit(tx, { actorUserId, action: "catalogue.update", entity: "catalogue_item", entityId: id, before: auditView(toAdminItem(before)), after: auditView(toAdminItem(after!)) });
    return toAdminItem(after!);
  });
  catalogueChanged(db);
  return updated;
}

/**
 * Sets the units on hand (or stops tracking them) with staff's reason: the row is locked, so an
 * order taking stock at the same moment goes before or after, and the movement records the
 * difference from the figure it replaced.
 */
export async function adjustStock(db: Database, actorUserId: string, id: string, adjustment: StockAdjustment): Promise<AdminCatalogueItem> {
  const updated = await db.transaction(async (tx) => {
    const before = await lockedItem(tx, id);
    const onHand = adjustment.tracked ? adjustment.onHand : null;
    const [after] = await tx.update(catalogueItems).set({ stockOnHand: onHand, updatedAt: sql`now()` }).where(eq(catalogueItems.id, id)).returning();
    await tx.insert(stockMovements).values({
      itemId: id,
      reason: "adjustment",
      change: (onHand ?? 0) - (before.stockOnHand ?? 0),
      onHandAfter: onHand,
      actorUserId,
      note: adjustment.note,
    });
    await recordAudit(tx, {
      actorUserId,
      action: "catalogue.stock",
      entity: "catalogue_item",
      entityId: id,
      before: { name: before.name, stockOnHand: before.stockOnHand },
      after: { name: before.name, stockOnHand: onHand, note: adjustment.note },
    });
    return toAdminItem(after!);
  });
  catalogueChanged(db);
  return updated;
}
