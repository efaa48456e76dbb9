import { asc, inArray } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { catalogueSizes } from "~/server/db/schema/catalogue";
import { sizeLabel } from "~/shared/catalog/sizes";
import { stockStateOf, type AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import type { AdminSize } from "~/shared/schemas/admin-sizes";
import { shownPhoto } from "./photos";
import type { CatalogueRow } from "./service";

// An item and its pack sizes as the back office and the audit log see them.

export type SizeRow = typeof catalogueSizes.$inferSelect;

export function toAdminSize(row: SizeRow): AdminSize {
  return {
    id: row.id,
    sku: row.sku,
    netQuantity: row.netQuantity,
    unit: row.unit as AdminSize["unit"],
    label: sizeLabel(row.netQuantity, row.unit),
    pricePaise: row.pricePaise,
    mrpPaise: row.mrpPaise,
    stockOnHand: row.stockOnHand,
    lowStockThreshold: row.lowStockThreshold,
    hsnCode: row.hsnCode,
    gstRateBp: row.gstRateBp,
    position: row.position,
    retired: row.retiredAt !== null,
  };
}

/** An item with its sizes (in their order); its own price, MRP and stock are its default size's, the first on sale. */
export function toAdminItem(row: CatalogueRow, sizeRows: readonly SizeRow[]): AdminCatalogueItem {
  const sizes = sizeRows.map(toAdminSize);
  const first = sizes.find((size) => !size.retired) ?? sizes[0];
  const figures = { stockOnHand: first?.stockOnHand ?? null, lowStockThreshold: first?.lowStockThreshold ?? 0 };
  return {
    id: row.id,
    kind: row.kind === "bundle" ? "bundle" : "product",
    slug: row.slug,
    name: row.name,
    description: row.description,
    nameHi: row.nameHi,
    descriptionHi: row.descriptionHi,
    searchTerms: row.searchTerms,
    pricePaise: first?.pricePaise ?? 0,
    originalPricePaise: first?.mrpPaise ?? 0,
    category: row.category as AdminCatalogueItem["category"],
    pressType: row.pressType as AdminCatalogueItem["pressType"],
    badge: row.badge,
    images: row.images,
    photos: row.photos.map(shownPhoto),
    active: row.active,
    ...figures,
    sizes,
    hsnCode: row.hsnCode,
    gstRateBp: row.gstRateBp,
    stockState: stockStateOf(figures),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the audit log keeps of an item: what staff can change, and its stock. */
export const auditView = ({ updatedAt: _updated, stockState: _state, images: _images, photos: _photos, ...item }: AdminCatalogueItem) => item;

/** Every size of these items (all when none named), by item, in their order. */
export async function sizesOf(db: Queryable, itemIds?: readonly string[]): Promise<Map<string, SizeRow[]>> {
  const rows = await db
    .select()
    .from(catalogueSizes)
    .where(itemIds ? inArray(catalogueSizes.itemId, [...itemIds]) : undefined)
    .orderBy(asc(catalogueSizes.itemId), asc(catalogueSizes.position), asc(catalogueSizes.id));
  const byItem = new Map<string, SizeRow[]>();
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), row]);
  return byItem;
}

/** An item as the back office shows it, read with its sizes (inside a transaction, after a change). */
export async function adminItemOf(db: Queryable, row: CatalogueRow): Promise<AdminCatalogueItem> {
  return toAdminItem(row, (await sizesOf(db, [row.id])).get(row.id) ?? []);
}
