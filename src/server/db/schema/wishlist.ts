import { sql } from "drizzle-orm";
import { check, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { ownedByUser } from "./auth";
import { createdAt, productColumns, rowId } from "./columns";

// The shopper's wishlist: one row per user and product. Goes with the account.

export const wishlist = pgTable("wishlist", {
  id: rowId(),
  userId: ownedByUser(),
  ...productColumns(),
  pricePaise: integer("price_paise").notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("wishlist_user_product_key").on(t.userId, t.productId),
  check("wishlist_price_check", sql`${t.pricePaise} >= 0`),
]);
