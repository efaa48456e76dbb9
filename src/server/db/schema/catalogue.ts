import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { PhotoFormat } from "~/shared/catalog/photos";
import { users } from "./auth";
import { createdAt, rowId, updatedAt } from "./columns";
import { orders } from "./orders";

/** A photo as the database keeps it: its files are `${key}-${width}.${format}` in media storage. */
export type StoredPhoto = { id: string; key: string; width: number; height: number; widths: number[]; formats: PhotoFormat[] };

// Products and bundles in one table: cart, wishlist and order lines name either by `product_id`.

export const catalogueItems = pgTable("catalogue_items", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  slug: text("slug").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  /** The Hindi name and description the /hi pages show; null shows the English (docs/decisions/073-catalogue-text-in-hindi.md). */
  nameHi: text("name_hi"),
  descriptionHi: text("description_hi"),
  /** Staff's extra words search matches on both languages' pages, e.g. Latin spellings ("sarson kachi ghani"). */
  searchTerms: text("search_terms"),
  category: text("category"),
  /** Mustard oils only: which press made it (the shop's `type` filter). */
  pressType: text("press_type"),
  badge: text("badge"),
  /** Public paths of its photos, the first one on cards. */
  images: jsonb("images").$type<string[]>().notNull(),
  /** Staff's photos, the first the cover; without any the shop shows `images` (docs/decisions/016-product-photos.md). */
  photos: jsonb("photos").$type<StoredPhoto[]>().notNull().default([]),
  /** Hidden items leave the shop but stay in past orders; carts show them as no longer sold. */
  active: boolean("active").notNull().default(true),
  /** The HSN code printed on tax invoices (4, 6 or 8 digits); defaults in docs/product-rules.md#invoices, staff edit it. */
  hsnCode: text("hsn_code").notNull(),
  /** The GST rate in basis points (500 is 5%), included in the price. */
  gstRateBp: integer("gst_rate_bp").notNull().default(500),
  position: smallint("position").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("catalogue_items_slug_key").on(t.slug),
  check("catalogue_items_kind_check", sql`${t.kind} in ('product', 'bundle')`),
  check("catalogue_items_category_check", sql`(${t.kind} = 'bundle' and ${t.category} is null) or (${t.kind} = 'product' and ${t.category} in ('mustard-oils', 'pulses', 'grains'))`),
  check("catalogue_items_press_type_check", sql`${t.pressType} is null or ${t.pressType} in ('hydraulic', 'wood-pressed')`),
  check("catalogue_items_hsn_check", sql`${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
  check("catalogue_items_gst_rate_check", sql`${t.gstRateBp} in (0, 500, 1800, 4000)`),
  check("catalogue_items_slug_check", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(${t.slug}) <= 80`),
]);

/** Pack sizes (docs/product-rules.md#pack-sizes); a size older than sizes themselves has its item's id, so older lines name it. */
export const catalogueSizes = pgTable("catalogue_sizes", {
  id: text("id").primaryKey(),
  itemId: text("item_id").notNull().references(() => catalogueItems.id, { onDelete: "cascade" }),
  /** Stock keeping unit, unique across the catalogue; the product page's `?size=` names it. */
  sku: text("sku").notNull(),
  /** Whole units of `unit`; null only while the item is a draft (it cannot be published so). */
  netQuantity: integer("net_quantity"),
  unit: text("unit"),
  pricePaise: integer("price_paise").notNull(),
  /** The maximum retail price, inclusive of all taxes: the struck-out figure. */
  mrpPaise: integer("mrp_paise").notNull(),
  /** Units on hand; null when stock is not tracked (always available). */
  stockOnHand: integer("stock_on_hand"),
  lowStockThreshold: integer("low_stock_threshold").notNull().default(10),
  /** Overrides of the item's HSN code and GST rate; null takes the item's. */
  hsnCode: text("hsn_code"),
  gstRateBp: integer("gst_rate_bp"),
  position: smallint("position").notNull().default(0),
  /** A retired size leaves the shop and carts but stays in past orders. */
  retiredAt: timestamp("retired_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("catalogue_sizes_sku_key").on(t.sku),
  index("catalogue_sizes_item_idx").on(t.itemId, t.position),
  check("catalogue_sizes_sku_check", sql`${t.sku} ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' and char_length(${t.sku}) <= 40`),
  check("catalogue_sizes_quantity_check", sql`(${t.netQuantity} is null) = (${t.unit} is null) and (${t.netQuantity} is null or ${t.netQuantity} > 0) and (${t.unit} is null or ${t.unit} in ('g', 'kg', 'ml', 'L', 'pack'))`),
  check("catalogue_sizes_price_check", sql`${t.pricePaise} > 0 and ${t.mrpPaise} >= ${t.pricePaise}`),
  // The backstop under the conditional update that takes an order's quantities: never below zero.
  check("catalogue_sizes_stock_check", sql`${t.stockOnHand} is null or ${t.stockOnHand} >= 0`),
  check("catalogue_sizes_threshold_check", sql`${t.lowStockThreshold} >= 0`),
  check("catalogue_sizes_hsn_check", sql`${t.hsnCode} is null or ${t.hsnCode} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
  check("catalogue_sizes_gst_rate_check", sql`${t.gstRateBp} is null or ${t.gstRateBp} in (0, 500, 1800, 4000)`),
]);

/** Every change to a size's stock, so the figure on hand can be explained. */
export const stockMovements = pgTable("stock_movements", {
  id: rowId(),
  itemId: text("item_id").notNull().references(() => catalogueItems.id, { onDelete: "cascade" }),
  sizeId: text("size_id").notNull().references(() => catalogueSizes.id, { onDelete: "cascade" }),
  /** order: taken by a placed order; cancel: given back by a cancelled one; adjustment: set by staff. */
  reason: text("reason").notNull(),
  change: integer("change").notNull(),
  /** Units on hand after this movement; null when staff stopped tracking the item. */
  onHandAfter: integer("on_hand_after"),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
  actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  note: text("note"),
  createdAt: createdAt(),
}, (t) => [
  index("stock_movements_item_created_idx").on(t.itemId, t.createdAt.desc()),
  index("stock_movements_size_created_idx").on(t.sizeId, t.createdAt.desc()),
  // One return per order and size: a cancelled order gives its stock back once.
  uniqueIndex("stock_movements_cancel_once").on(t.orderId, t.sizeId).where(sql`${t.reason} = 'cancel'`),
  check("stock_movements_reason_check", sql`${t.reason} in ('order', 'cancel', 'adjustment')`),
  check("stock_movements_note_check", sql`${t.reason} <> 'adjustment' or char_length(${t.note}) between 1 and 200`),
]);

/** One row, moved by triggers whenever what the shop shows changes, so each process can tell its cached catalogue is current. */
export const catalogueVersion = pgTable("catalogue_version", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(1),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check("catalogue_version_one_row", sql`${t.id} = 1`)]);
