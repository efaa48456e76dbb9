import type { Lang } from "~/shared/lang";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ownedByUser, users } from "./auth";
import { createdAt, rowId, updatedAt } from "./columns";

// A customer's own details. They go with the account (ON DELETE CASCADE).

export const profiles = pgTable("profiles", {
  id: text("id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  /** The shop's language the shopper last chose (shared/lang.ts). */
  language: text("language").$type<Lang>().notNull().default("en"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check("profiles_language_check", sql`${t.language} in ('en', 'hi')`)]);

export const addresses = pgTable("addresses", {
  id: rowId(),
  userId: ownedByUser(),
  fullName: text("full_name").notNull(),
  phone: text("phone").notNull(),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2"),
  landmark: text("landmark"),
  city: text("city").notNull(),
  state: text("state").notNull(),
  pincode: text("pincode").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index("addresses_user_list_idx").on(t.userId, t.isDefault.desc(), t.createdAt.desc()),
  // At most one default address per user, whatever the concurrency.
  uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
  check("addresses_phone_check", sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
  check("addresses_pincode_check", sql`${t.pincode} ~ '^[0-9]{6}$'`),
]);

/** A user's language through a left join of profiles: English for a user without a profile. */
export const profileLanguage = sql<Lang>`coalesce(${profiles.language}, 'en')`;
