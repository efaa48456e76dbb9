import { sql } from "drizzle-orm";
import { pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, rowId } from "./columns";

// Newsletter sign-ups: one row per address, whatever its case.

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: rowId(),
  email: text("email").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`)]);
