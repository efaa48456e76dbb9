import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./auth";

// The shopper's wishlist: one row per user and product. Goes with the account.

export const wishlist = pgTable("wishlist", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  productId: text("product_id").notNull(),
  productName: text("product_name").notNull(),
  productImage: text("product_image").notNull(),
  pricePaise: integer("price_paise").notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("wishlist_user_product_key").on(t.userId, t.productId),
  check("wishlist_price_check", sql`${t.pricePaise} >= 0`),
]);
