import { date, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, rowId } from "./columns";

// Days without dispatch or delivery: promises skip them like Sundays.

export const deliveryHolidays = pgTable("delivery_holidays", {
  id: rowId(),
  /** YYYY-MM-DD in Asia/Kolkata. */
  day: date("day", { mode: "string" }).notNull(),
  name: text("name").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("delivery_holidays_day_key").on(t.day)]);
