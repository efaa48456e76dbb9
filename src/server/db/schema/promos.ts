import { sql } from "drizzle-orm";
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
  discountType: text("discount_type").notNull(),
  /** Percent (1–100) for 'percentage'; paise for 'fixed'. */
  discountValue: integer("discount_value").notNull(),
  maxDiscountPaise: integer("max_discount_paise"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("promo_codes_code_key").on(sql`upper(${t.code})`),
  check("promo_codes_code_check", sql`${t.code} = upper(${t.code}) and char_length(${t.code}) between 1 and 20`),
  check("promo_codes_type_check", sql`${t.discountType} in ('percentage', 'fixed')`),
  check("promo_codes_value_check", sql`${t.discountValue} > 0 and (${t.discountType} <> 'percentage' or ${t.discountValue} <= 100)`),
  check("promo_codes_used_count_check", sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
]);
