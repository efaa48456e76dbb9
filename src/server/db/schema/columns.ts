import { text, timestamp, uuid } from "drizzle-orm/pg-core";

// One schema for the embedded PGlite default and for a PostgreSQL server, split by domain in this
// folder. Money columns end in _paise and hold integer paise (₹1 = 100 paise).
// ON DELETE rules: a customer's own working data (profile, cart, wishlist, addresses, reviews,
// sessions) goes with the account; orders are business records, so an account with orders cannot
// be deleted (RESTRICT) and order items go only with their order.

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** A generated uuid primary key. */
export const rowId = () => uuid("id").primaryKey().defaultRandom();

/** What a cart, wishlist or order line keeps of the product it names (the catalogue's, at the time). */
export const productColumns = () => ({
  productId: text("product_id").notNull(),
  productName: text("product_name").notNull(),
  productImage: text("product_image").notNull(),
});
