import { and, asc, desc, eq, inArray, sql, type Placeholder } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { isDatabase, preparedPerDatabase } from "~/server/db/prepared";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { ApiError } from "~/server/http/errors";
import { lineImageOf } from "./photos";
import { isInStock } from "./stock";
import type { PromoItemChoice } from "~/shared/schemas/admin-promos";

// What other modules ask of the catalogue (docs/product-rules.md#catalogue); they read an item in
// their own query or transaction, so a price or stock change is seen at once.

export type CatalogueRow = typeof catalogueItems.$inferSelect;

// The shop's copy of the catalogue: a module that changes what it shows (reviews) says so.
export { catalogueChanged, shownCatalogue } from "./cache";

// Stock is taken by orders, given back by cancellations, and watched by the dashboard.
export { isInStock, listLowStock, notEnoughStockMessage, returnStock, takeStock, type LowStockItem } from "./stock";

/** What a cart, wishlist or order line needs of anything sold: products and bundles alike. */
export type CatalogueItem = Pick<CatalogueRow, "id" | "kind" | "name" | "pricePaise" | "active" | "stockOnHand"> & { image: string };

/** The columns a line's query joins in, so a cart or wishlist is read in one statement. */
export const lineItemColumns = {
  name: catalogueItems.name,
  kind: catalogueItems.kind,
  images: catalogueItems.images,
  photos: catalogueItems.photos,
  pricePaise: catalogueItems.pricePaise,
  active: catalogueItems.active,
  stockOnHand: catalogueItems.stockOnHand,
};

type JoinedItem = Pick<CatalogueRow, "id" | "name" | "kind" | "images" | "photos" | "pricePaise" | "active" | "stockOnHand">;

/** A line keeps one small picture: the cover photo's smallest WebP, or the seeded drawing while there is no photo. */
export function toCatalogueItem(row: JoinedItem): CatalogueItem {
  return { id: row.id, kind: row.kind, name: row.name, pricePaise: row.pricePaise, active: row.active, stockOnHand: row.stockOnHand, image: lineImageOf(row) };
}

export const NOT_IN_CATALOGUE_MESSAGE = "This product is not in our catalogue";
export const outOfStockMessage = (name: string) => `${name} is out of stock`;

const notInCatalogue = () => new ApiError(400, NOT_IN_CATALOGUE_MESSAGE, { fields: { productId: NOT_IN_CATALOGUE_MESSAGE } });

const listedItemQuery = (db: Queryable) => db.select({ id: catalogueItems.id, ...lineItemColumns }).from(catalogueItems).$dynamic();
const listedItem = (productId: string | Placeholder) => and(eq(catalogueItems.id, productId), eq(catalogueItems.active, true));
/** Add to cart's read, prepared once. */
const listedItemRead = preparedPerDatabase((db) => listedItemQuery(db).where(listedItem(sql.placeholder("productId"))).prepare("listed_item"));

/** The item a request named, as long as the shop shows it; a 400 the shopper can read otherwise. */
export async function requireListedItem(db: Queryable, productId: string): Promise<CatalogueItem> {
  const [row] = isDatabase(db) ? await listedItemRead(db).execute({ productId }) : await listedItemQuery(db).where(listedItem(productId));
  if (!row) throw notInCatalogue();
  return toCatalogueItem(row);
}

/** The item a request wants to buy: shown in the shop and not sold out (409 with its name when it is). */
export async function requireSellableItem(db: Queryable, productId: string): Promise<CatalogueItem> {
  const item = await requireListedItem(db, productId);
  if (!isInStock(item)) throw new ApiError(409, outOfStockMessage(item.name), { title: "Out of stock" });
  return item;
}

/** The catalogue row a review can belong to: a product (not a bundle) the shop shows. For a query that joins it in. */
export const reviewableProduct = (productId: string | Placeholder) => and(eq(catalogueItems.id, productId), eq(catalogueItems.kind, "product"), eq(catalogueItems.active, true));

/** True when the id names a product (not a bundle) the shop shows: what can be reviewed. */
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

/**
 * Items a product-scoped promo code can name (hidden ones too), with today's prices, products
 * first in the shop's order; with `ids`, only those that exist.
 */
export async function catalogueChoices(db: Queryable, ids?: readonly string[]): Promise<PromoItemChoice[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ id: catalogueItems.id, kind: catalogueItems.kind, name: catalogueItems.name, pricePaise: catalogueItems.pricePaise, active: catalogueItems.active })
    .from(catalogueItems)
    .where(ids ? inArray(catalogueItems.id, [...new Set(ids)]) : undefined)
    .orderBy(desc(catalogueItems.kind), asc(catalogueItems.position), asc(catalogueItems.id));
  return rows.map((row) => ({ ...row, kind: row.kind === "bundle" ? "bundle" : "product" }));
}
