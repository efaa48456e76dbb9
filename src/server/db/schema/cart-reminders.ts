import { sql } from "drizzle-orm";
import { bigint, boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { ownedByUser, users } from "./auth";
import { createdAt } from "./columns";

// Cart reminders (docs/decisions/068). A trigger on cart_items (migration 0035) moves a shopper's
// `cart_version` and `cart_changed_at` on every change, whichever code path made it.

export const cartActivity = pgTable("cart_activity", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  cartVersion: bigint("cart_version", { mode: "number" }).notNull().default(1),
  cartChangedAt: timestamp("cart_changed_at", { withTimezone: true }).notNull().defaultNow(),
  /** The cart version the last reminder listed: the same cart is never reminded twice. */
  remindedVersion: bigint("reminded_version", { mode: "number" }),
}, (t) => [index("cart_activity_changed_idx").on(t.cartChangedAt)]);

/** A shopper's consent to reminders, off until they tick it (DPDP Act); when it last changed. */
export const cartReminderConsents = pgTable("cart_reminder_consents", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  optedIn: boolean("opted_in").notNull().default(false),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("cart_reminder_consents_opted_in_idx").on(t.userId).where(sql`${t.optedIn}`)]);

/** Every reminder queued: what staff count against orders, and the key its unsubscribe link carries. */
export const cartReminders = pgTable("cart_reminders", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: ownedByUser(),
  unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
  createdAt: createdAt(),
}, (t) => [index("cart_reminders_user_created_idx").on(t.userId, t.createdAt), index("cart_reminders_created_idx").on(t.createdAt)]);
