import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, rowId } from "./columns";

// Where staff have switched deliveries off: a pincode, or a whole state by the shared list's name.

export const deliveryExclusions = pgTable("delivery_exclusions", {
  id: rowId(),
  /** 'pincode' or 'state'. */
  kind: text("kind").notNull(),
  /** Six digits for a pincode; the name from src/shared/india.ts for a state. */
  value: text("value").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("delivery_exclusions_kind_value_key").on(t.kind, t.value),
  check("delivery_exclusions_kind_check", sql`${t.kind} in ('pincode', 'state')`),
  check("delivery_exclusions_pincode_check", sql`${t.kind} <> 'pincode' or ${t.value} ~ '^[0-9]{6}$'`),
]);
