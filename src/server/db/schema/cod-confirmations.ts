import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { orders } from "./orders";

// The single-use link a COD order's confirmation e-mail carries (docs/decisions/064): only the token's
// SHA-256 is stored, so a leaked table confirms nothing; it is good while the order awaits confirmation.

export const codConfirmations = pgTable("cod_confirmations", {
  orderId: uuid("order_id").primaryKey().references(() => orders.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  /** When the order was confirmed, by any way (link, order page, staff): the link works no more. */
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});
