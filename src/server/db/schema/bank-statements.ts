import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, rowId } from "./columns";
import { orders } from "./orders";

// Bank statements staff upload to reconcile UPI payments (docs/decisions/063-bank-statement-reconciliation.md).

/** Which column is which in one bank's export, asked once and found again by its header row. */
export const statementLayouts = pgTable("statement_layouts", {
  /** The header row's cells, trimmed, lower-cased and joined by "|". */
  headerKey: text("header_key").primaryKey(),
  /** Column indexes: { date, narration, reference, credit, debit } (reference and debit may be null). */
  columns: jsonb("columns").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** Every credit line ever read from a statement, once: a line seen again changes nothing. */
export const statementLines = pgTable("statement_lines", {
  id: rowId(),
  /** Date, amount, UTR (or narration) and which occurrence of that in its file: the same line in a later upload has the same key. */
  lineKey: text("line_key").notNull(),
  statementName: text("statement_name").notNull(),
  lineNumber: integer("line_number").notNull(),
  bookedOn: date("booked_on", { mode: "string" }).notNull(),
  amountPaise: integer("amount_paise").notNull(),
  utr: text("utr"),
  narration: text("narration").notNull(),
  /** What reconciling it did or found: shared/reconciliation.ts LINE_OUTCOME_LABELS. */
  outcome: text("outcome").notNull(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
  uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("statement_lines_line_key").on(t.lineKey),
  index("statement_lines_utr_idx").on(t.utr).where(sql`${t.utr} is not null`),
  check("statement_lines_outcome_check", sql`${t.outcome} in ('paid', 'refund_owed', 'amount_differs', 'unknown', 'utr_used', 'order_not_open', 'no_utr')`),
  check("statement_lines_amount_check", sql`${t.amountPaise} > 0`),
]);
