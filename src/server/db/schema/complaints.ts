import type { Lang } from "~/shared/lang";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, rowId, updatedAt } from "./columns";
import { orders } from "./orders";

// Complaints to the grievance officer (Consumer Protection (E-Commerce) Rules, 2020): a ticket each, answered by staff.

/** Last serial per calendar year, taken with an upsert holding the row lock until commit: no gaps, no duplicates. */
export const complaintCounters = pgTable("complaint_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
}, (t) => [check("complaint_counters_last_check", sql`${t.lastNumber} >= 1`)]);

export const complaints = pgTable("complaints", {
  id: rowId(),
  /** GRV-2026-000001. */
  ticketNumber: text("ticket_number").notNull(),
  year: integer("year").notNull(),
  serial: integer("serial").notNull(),
  /** The account that raised it; null when raised signed out (followed with the number and e-mail). */
  userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  name: text("name").notNull(),
  /** Lower-cased, so the signed-out lookup compares exactly. */
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "restrict" }),
  subject: text("subject").notNull(),
  description: text("description").notNull(),
  /** The shop's language its e-mails go in (shared/lang.ts): its order's, else the page's it was raised on. */
  language: text("language").$type<Lang>().notNull().default("en"),
  status: text("status").notNull().default("open"),
  acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
  closedAt: timestamp("closed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("complaints_ticket_number_key").on(t.ticketNumber),
  uniqueIndex("complaints_year_serial_key").on(t.year, t.serial),
  index("complaints_user_created_idx").on(t.userId, t.createdAt.desc()),
  index("complaints_status_created_idx").on(t.status, t.createdAt),
  check("complaints_status_check", sql`${t.status} in ('open', 'acknowledged', 'closed')`),
  check("complaints_language_check", sql`${t.language} in ('en', 'hi')`),
  check("complaints_closed_check", sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
]);

/** Staff replies on a ticket, each e-mailed to the shopper. */
export const complaintReplies = pgTable("complaint_replies", {
  id: rowId(),
  complaintId: uuid("complaint_id").notNull().references(() => complaints.id, { onDelete: "cascade" }),
  authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
  body: text("body").notNull(),
  createdAt: createdAt(),
}, (t) => [index("complaint_replies_complaint_idx").on(t.complaintId, t.createdAt)]);
