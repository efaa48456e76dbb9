import { text, timestamp, uuid } from "drizzle-orm/pg-core";

// One schema for PGlite and PostgreSQL. Money columns hold integer paise. A customer's working data
// goes with the account; orders are business records, so an account with orders cannot be deleted.

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const rowId = () => uuid("id").primaryKey().defaultRandom();

/** What a cart, wishlist or order line keeps of the product it names (the catalogue's, at the time). */
export const productColumns = () => ({
  productId: text("product_id").notNull(),
  productName: text("product_name").notNull(),
  productImage: text("product_image").notNull(),
  /** Which pack size; lines from before sizes name the one size their item then had (its id is the item's). */
  sizeId: text("size_id").notNull(),
  /** The size as the line shows it ("5 L"), or null when the product was sold in one size only. */
  sizeLabel: text("size_label"),
});
