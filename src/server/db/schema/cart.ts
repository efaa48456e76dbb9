import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { ownedByUser } from "./auth";
import { createdAt, productColumns, rowId } from "./columns";

// The shopper's cart: one line per user and pack size. Goes with the account.

export const cartItems = pgTable("cart_items", {
  id: rowId(),
  userId: ownedByUser(),
  ...productColumns(),
  quantity: integer("quantity").notNull().default(1),
  pricePaise: integer("price_paise").notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("cart_items_user_size_key").on(t.userId, t.sizeId),
  index("cart_items_user_created_idx").on(t.userId, t.createdAt.desc()),
  check("cart_items_quantity_check", sql`${t.quantity} between 1 and 99`),
  check("cart_items_price_check", sql`${t.pricePaise} >= 0`),
]);
