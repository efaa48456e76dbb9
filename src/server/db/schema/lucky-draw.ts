import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { rowId } from "./columns";
import { users } from "./auth";


export const luckyDraws = pgTable("lucky_draws", {
  id: rowId(),
  month: text("month").notNull().unique(),
  drawnAt: timestamp("drawn_at", { withTimezone: true }).notNull().defaultNow(),
  drawnByUserId: text("drawn_by_user_id").references(() => users.id, { onDelete: "set null" }),
  entrantCount: integer("entrant_count").notNull(),
  entrantsHash: text("entrants_hash").notNull(),
  winnerUserId: text("winner_user_id").references(() => users.id, { onDelete: "set null" }),
}, (t) => [check("lucky_draws_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)]);
