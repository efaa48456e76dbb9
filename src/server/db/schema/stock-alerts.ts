import type { Lang } from "~/shared/lang";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { catalogueItems, catalogueSizes } from "./catalogue";
import { createdAt, rowId } from "./columns";

// "Notify me" on a sold-out pack size (docs/decisions/068): one row per request, used up once its
// e-mail is queued. Only tokens' SHA-256 is kept, so a leaked table confirms or unsubscribes nothing.

export const stockAlerts = pgTable("stock_alerts", {
  id: rowId(),
  itemId: text("item_id").notNull().references(() => catalogueItems.id, { onDelete: "cascade" }),
  sizeId: text("size_id").notNull().references(() => catalogueSizes.id, { onDelete: "cascade" }),
  /** The signed-in shopper who asked; null for an address given signed out. */
  userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  /** The shop's language the request was made in (shared/lang.ts): its e-mails go in it. */
  language: text("language").$type<Lang>().notNull().default("en"),
  /** pending: its confirmation link not yet opened; waiting: for the restock; notified: its e-mail queued; unsubscribed. */
  status: text("status").notNull(),
  confirmTokenHash: text("confirm_token_hash"),
  /** Set when the restock e-mail carrying it is queued. */
  unsubscribeTokenHash: text("unsubscribe_token_hash"),
  createdAt: createdAt(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  notifiedAt: timestamp("notified_at", { withTimezone: true }),
}, (t) => [
  check("stock_alerts_status_check", sql`${t.status} in ('pending', 'waiting', 'notified', 'unsubscribed')`),
  check("stock_alerts_language_check", sql`${t.language} in ('en', 'hi')`),
  // One live request per size and address, whatever the case or the concurrency.
  uniqueIndex("stock_alerts_live_key").on(t.sizeId, sql`lower(${t.email})`).where(sql`${t.status} in ('pending', 'waiting')`),
  uniqueIndex("stock_alerts_confirm_token_key").on(t.confirmTokenHash),
  uniqueIndex("stock_alerts_unsubscribe_token_key").on(t.unsubscribeTokenHash),
  index("stock_alerts_waiting_idx").on(t.sizeId).where(sql`${t.status} = 'waiting'`),
  index("stock_alerts_user_idx").on(t.userId),
]);
