import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

// Newsletter sign-ups: one row per address, whatever its case.

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`)]);
