import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { catalogueItems, catalogueSizes } from "./catalogue";
import { createdAt, rowId, updatedAt } from "./columns";

// Promo codes. Money columns end in _paise and hold integer paise (₹1 = 100 paise).

export const promoCodes = pgTable("promo_codes", {
  id: rowId(),
  /** Stored upper-case; unique whatever the case. */
  code: text("code").notNull(),
  description: text("description"),
  isActive: boolean("is_active").notNull().default(true),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  minOrderPaise: integer("min_order_paise"),
  usageLimit: integer("usage_limit"),
  usedCount: integer("used_count").notNull().default(0),
  /** 'percentage', 'fixed', or 'product_price' (named items at named prices: promo_item_prices). */
  discountType: text("discount_type").notNull(),
  /** Percent (1–100) for 'percentage'; paise for 'fixed'; null for 'product_price'. */
  discountValue: integer("discount_value"),
  maxDiscountPaise: integer("max_discount_paise"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("promo_codes_code_key").on(sql`upper(${t.code})`),
  check("promo_codes_code_check", sql`${t.code} = upper(${t.code}) and char_length(${t.code}) between 1 and 20`),
  check("promo_codes_type_check", sql`${t.discountType} in ('percentage', 'fixed', 'product_price')`),
  // A product-scoped code's discount is its items' prices: it has no value and no cap of its own.
  check(
    "promo_codes_value_check",
    sql`case when ${t.discountType} = 'product_price' then ${t.discountValue} is null and ${t.maxDiscountPaise} is null else ${t.discountValue} is not null and ${t.discountValue} > 0 and (${t.discountType} <> 'percentage' or ${t.discountValue} <= 100) end`,
  ),
  check("promo_codes_used_count_check", sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
]);

/** A product-scoped code's pack sizes at their coupon prices; the discount is today's price less these (docs/product-rules.md#promo-codes). */
export const promoItemPrices = pgTable("promo_item_prices", {
  promoId: uuid("promo_id").notNull().references(() => promoCodes.id, { onDelete: "cascade" }),
  itemId: text("item_id").notNull().references(() => catalogueItems.id, { onDelete: "cascade" }),
  sizeId: text("size_id").notNull().references(() => catalogueSizes.id, { onDelete: "cascade" }),
  pricePaise: integer("price_paise").notNull(),
}, (t) => [
  primaryKey({ columns: [t.promoId, t.sizeId] }),
  index("promo_item_prices_item_idx").on(t.itemId),
  // At least ₹1: a coupon never gives an item away.
  check("promo_item_prices_price_check", sql`${t.pricePaise} >= 100`),
]);
