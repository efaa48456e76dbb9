import { and, asc, desc, eq, inArray, isNull, sql, type Placeholder } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Queryable } from "~/server/db/client";
import { isDatabase, preparedPerDatabase } from "~/server/db/prepared";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { ApiError } from "~/server/http/errors";
import { lineImageOf } from "./photos";
import { labelWhenSeveral, liveSizeCount } from "./live-sizes";
import { isInStock } from "./stock";
import type { PromoItemChoice } from "~/shared/schemas/admin-promos";
import { sizeLabel } from "~/shared/catalog/sizes";
import { lineTitle } from "~/shared/line-title";
import { nameIn } from "~/shared/catalog/item-texts";
import type { Lang } from "~/shared/lang";

// What other modules ask of the catalogue (docs/product-rules.md#catalogue); they read an item in
// their own query or transaction, so a price or stock change is seen at once.

export type CatalogueRow = typeof catalogueItems.$inferSelect;

// The shop's copy of the catalogue: a module that changes what it shows (reviews) says so.
export { catalogueChanged, shownCatalogue } from "./cache";

export { isInStock, listLowStock, notEnoughStockMessage, returnStock, takeStock, type LowStockItem, type StockLine } from "./stock";
export { processPhoto } from "./photo-processing";

/** What a cart, wishlist or order line needs of anything sold: the item and one of its pack sizes. */
export type CatalogueItem = Pick<CatalogueRow, "id" | "kind" | "name" | "nameHi" | "active"> & {
  image: string;
  sizeId: string;
  /** "5 L" when the item is sold in several sizes; null when it has one, so its lines read as before sizes. */
  sizeLabel: string | null;
  pricePaise: number;
  stockOnHand: number | null;
};

/** The columns a line's query joins in (the item and the size), so a cart or wishlist is read in one statement. */
export const lineItemColumns = {
  name: catalogueItems.name,
  nameHi: catalogueItems.nameHi,
  kind: catalogueItems.kind,
  images: catalogueItems.images,
  photos: catalogueItems.photos,
  active: catalogueItems.active,
  sizeId: catalogueSizes.id,
  pricePaise: catalogueSizes.pricePaise,
  stockOnHand: catalogueSizes.stockOnHand,
  retiredAt: catalogueSizes.retiredAt,
  netQuantity: catalogueSizes.netQuantity,
  unit: catalogueSizes.unit,
  liveSizes: liveSizeCount,
};

type JoinedItem = Pick<CatalogueRow, "id" | "name" | "nameHi" | "kind" | "images" | "photos" | "active"> &
  Pick<typeof catalogueSizes.$inferSelect, "pricePaise" | "stockOnHand" | "retiredAt" | "netQuantity" | "unit"> & { sizeId: string; liveSizes: number };

/** A line keeps one small picture: the cover photo's smallest WebP, or the seeded drawing while there is no photo. A retired size is no longer sold. */
export function toCatalogueItem(row: JoinedItem): CatalogueItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    nameHi: row.nameHi,
    pricePaise: row.pricePaise,
    active: row.active && row.retiredAt === null,
    stockOnHand: row.stockOnHand,
    image: lineImageOf(row),
    sizeId: row.sizeId,
    sizeLabel: labelWhenSeveral(row.liveSizes, row.netQuantity, row.unit),
  };
}

/** What an invoice line needs of the catalogue: the HSN code and GST rate (a size's own, else its item's) and what decides its unit. */
export const lineTaxColumns = {
  hsnCode: sql<string>`coalesce(${catalogueSizes.hsnCode}, ${catalogueItems.hsnCode})`,
  gstRateBp: sql<number>`coalesce(${catalogueSizes.gstRateBp}, ${catalogueItems.gstRateBp})`,
  kind: catalogueItems.kind,
  category: catalogueItems.category,
};
export type LineTax = { hsnCode: string; gstRateBp: number; kind: string; category: string | null };

/** A line's joined item and size, or null when its size or item is gone (both come from left joins). */
export function lineItemOf(itemId: string | null, joined: { [Key in keyof Omit<JoinedItem, "id">]: JoinedItem[Key] | null } | null): CatalogueItem | null {
  if (!itemId || !joined?.sizeId) return null;
  return toCatalogueItem({ id: itemId, ...joined } as JoinedItem);
}

export const lineSizeJoin = (sizeId: AnyPgColumn, productId: AnyPgColumn) => and(eq(catalogueSizes.id, sizeId), eq(catalogueSizes.itemId, productId));

export const NOT_IN_CATALOGUE_MESSAGE = "This product is not in our catalogue";
export const SIZE_NOT_SOLD_MESSAGE = "This size is not sold";
export const outOfStockMessage = (name: string) => `${name} is out of stock`;

const notInCatalogue = (sizeId: string | undefined) =>
  sizeId === undefined
    ? new ApiError(400, NOT_IN_CATALOGUE_MESSAGE, { fields: { productId: NOT_IN_CATALOGUE_MESSAGE } })
    : new ApiError(400, SIZE_NOT_SOLD_MESSAGE, { fields: { sizeId: SIZE_NOT_SOLD_MESSAGE } });

const listedItemQuery = (db: Queryable) =>
  db
    .select({ id: catalogueItems.id, ...lineItemColumns })
    .from(catalogueItems)
    .innerJoin(catalogueSizes, eq(catalogueSizes.itemId, catalogueItems.id))
    .orderBy(asc(catalogueSizes.position), asc(catalogueSizes.id))
    .limit(1)
    .$dynamic();
// Without a size, the item's first size on sale: its default.
const listedItem = (productId: string | Placeholder, sizeId: string | null | Placeholder) =>
  and(eq(catalogueItems.id, productId), eq(catalogueItems.active, true), isNull(catalogueSizes.retiredAt), sql`(${sizeId}::text is null or ${catalogueSizes.id} = ${sizeId})`);
const listedItemRead = preparedPerDatabase((db) => listedItemQuery(db).where(listedItem(sql.placeholder("productId"), sql.placeholder("sizeId"))).prepare("listed_item"));

/** The item and size a request named (its default size when none), as long as the shop sells them; a 400 the shopper can read otherwise. */
export async function requireListedItem(db: Queryable, productId: string, sizeId?: string): Promise<CatalogueItem> {
  const size = sizeId ?? null;
  const [row] = isDatabase(db) ? await listedItemRead(db).execute({ productId, sizeId: size }) : await listedItemQuery(db).where(listedItem(productId, size));
  if (!row) throw notInCatalogue(sizeId);
  return toCatalogueItem(row);
}

/** The item and size a request wants to buy: sold in the shop and not sold out (409 with its name in `lang` when it is). */
export async function requireSellableItem(db: Queryable, productId: string, sizeId?: string, lang: Lang = "en"): Promise<CatalogueItem> {
  const item = await requireListedItem(db, productId, sizeId);
  if (!isInStock(item)) throw new ApiError(409, outOfStockMessage(lineTitle(nameIn(lang, item), item.sizeLabel)), { title: "Out of stock" });
  return item;
}

/** The catalogue row a review can belong to: a product (not a bundle) the shop shows. For a query that joins it in. */
export const reviewableProduct = (productId: string | Placeholder) => and(eq(catalogueItems.id, productId), eq(catalogueItems.kind, "product"), eq(catalogueItems.active, true));

export async function isReviewableProduct(db: Queryable, productId: string): Promise<boolean> {
  const [row] = await db.select({ id: catalogueItems.id }).from(catalogueItems).where(reviewableProduct(productId));
  return row !== undefined;
}

/** Names by id, hidden items included (the back office names what it lists). */
export async function catalogueNames(db: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: catalogueItems.id, name: catalogueItems.name }).from(catalogueItems).where(inArray(catalogueItems.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Sizes a product-scoped promo code can name, hidden and retired ones too; with `ids` (size ids), only those that exist. */
export async function catalogueChoices(db: Queryable, ids?: readonly string[]): Promise<PromoItemChoice[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({
      id: catalogueSizes.id,
      itemId: catalogueItems.id,
      kind: catalogueItems.kind,
      name: catalogueItems.name,
      pricePaise: catalogueSizes.pricePaise,
      active: catalogueItems.active,
      retiredAt: catalogueSizes.retiredAt,
      netQuantity: catalogueSizes.netQuantity,
      unit: catalogueSizes.unit,
      sizes: sql<number>`count(*) over (partition by ${catalogueItems.id})`,
    })
    .from(catalogueSizes)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueSizes.itemId))
    .where(ids ? inArray(catalogueSizes.id, [...new Set(ids)]) : undefined)
    .orderBy(desc(catalogueItems.kind), asc(catalogueItems.position), asc(catalogueItems.id), asc(catalogueSizes.position), asc(catalogueSizes.id));
  return rows.map(({ retiredAt, netQuantity, unit, sizes, ...row }) => ({
    ...row,
    // Named with its size only where the item has several, so a one-size item reads as before sizes.
    name: Number(sizes) > 1 ? lineTitle(row.name, sizeLabel(netQuantity, unit) || null) : row.name,
    active: row.active && retiredAt === null,
    kind: row.kind === "bundle" ? "bundle" : "product",
  }));
}
