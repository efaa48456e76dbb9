import { sql } from "drizzle-orm";
import { check, customType, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { InvoiceDocument } from "~/shared/invoice";
import { createdAt, rowId } from "./columns";
import { orders } from "./orders";

// Tax invoices and credit notes (PRODUCT.md "Invoices and seller details"). Issued documents are
// business records: never deleted, renumbered or changed (see docs/decisions/030-tax-invoices.md).

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The last number given in each series and financial year. The order's own transaction takes the
 * next one with an upsert, which holds the row's lock until the commit: concurrent orders on any
 * number of server processes queue for it, and a rolled-back order gives its number back, so the
 * numbers have no gaps and no duplicates.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  series: text("series").notNull(),
  financialYear: text("financial_year").notNull(),
  lastNumber: integer("last_number").notNull(),
}, (t) => [
  primaryKey({ columns: [t.series, t.financialYear] }),
  check("invoice_counters_series_check", sql`${t.series} in ('invoice', 'credit-note')`),
  check("invoice_counters_last_check", sql`${t.lastNumber} >= 1`),
]);

/**
 * One invoice per order, and one credit note when a cancelled order's invoice is cancelled. A
 * trigger (migration 0013) refuses to delete a row or change anything but its PDF.
 */
export const taxDocuments = pgTable("tax_documents", {
  id: rowId(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "restrict" }),
  kind: text("kind").notNull(),
  /** DFF/2026-27/000001 or DFF-CN/2026-27/000001. */
  number: text("number").notNull(),
  financialYear: text("financial_year").notNull(),
  sequence: integer("sequence").notNull(),
  /** Everything the document prints, computed once when it is issued: later edits to the catalogue or the address never reach it. */
  document: jsonb("document").$type<InvoiceDocument>().notNull(),
  /** The PDF, rendered from `document` once, just after the order commits (or at the first download if that failed). */
  pdf: bytea("pdf"),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("tax_documents_number_key").on(t.number),
  uniqueIndex("tax_documents_order_kind_key").on(t.orderId, t.kind),
  uniqueIndex("tax_documents_series_key").on(t.kind, t.financialYear, t.sequence),
  check("tax_documents_kind_check", sql`${t.kind} in ('invoice', 'credit-note')`),
  check("tax_documents_sequence_check", sql`${t.sequence} >= 1`),
]);
