import { sql } from "drizzle-orm";
import { check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { InvoiceDocument } from "~/shared/invoice";
import { createdAt, rowId } from "./columns";
import { orders } from "./orders";
import { returnRequests } from "./returns";

// Tax invoices, credit notes and delivery challans (a free replacement's, rule 55): business records, never deleted, renumbered or changed.

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/** Last number per series and year, taken with an upsert holding the row lock until commit: no gaps, no duplicates. */
export const invoiceCounters = pgTable("invoice_counters", {
  series: text("series").notNull(),
  financialYear: text("financial_year").notNull(),
  lastNumber: integer("last_number").notNull(),
}, (t) => [
  primaryKey({ columns: [t.series, t.financialYear] }),
  check("invoice_counters_series_check", sql`${t.series} in ('invoice', 'credit-note', 'delivery-challan')`),
  check("invoice_counters_last_check", sql`${t.lastNumber} >= 1`),
]);

/** One invoice per order, one credit note per cancelled invoice and one per approved return; a trigger allows only the PDF to change. */
export const taxDocuments = pgTable("tax_documents", {
  id: rowId(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "restrict" }),
  kind: text("kind").notNull(),
  /** DFF/26-27/000001, DFC/26-27/000001 or DFD/26-27/000001 (older documents: DFF/2026-27/000001, DFF-CN/2026-27/000001). */
  number: text("number").notNull(),
  financialYear: text("financial_year").notNull(),
  sequence: integer("sequence").notNull(),
  /** Everything the document prints, computed once when it is issued: later edits to the catalogue or the address never reach it. */
  document: jsonb("document").$type<InvoiceDocument>().notNull(),
  /** The PDF, rendered from `document` once, just after the order commits (or at the first download if that failed). */
  pdf: bytea("pdf"),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
  /** The return a credit note gives money back for; null for an invoice and for a cancellation's credit note. */
  returnRequestId: uuid("return_request_id").references(() => returnRequests.id, { onDelete: "restrict" }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("tax_documents_number_key").on(t.number),
  uniqueIndex("tax_documents_order_kind_key").on(t.orderId, t.kind).where(sql`${t.returnRequestId} is null`),
  uniqueIndex("tax_documents_return_request_key").on(t.returnRequestId).where(sql`${t.returnRequestId} is not null`),
  check("tax_documents_return_check", sql`${t.returnRequestId} is null or ${t.kind} = 'credit-note'`),
  uniqueIndex("tax_documents_series_key").on(t.kind, t.financialYear, t.sequence),
  /** A month's GSTR-1 reads the documents issued in it. */
  index("tax_documents_issued_at_idx").on(t.issuedAt),
  check("tax_documents_kind_check", sql`${t.kind} in ('invoice', 'credit-note', 'delivery-challan')`),
  check("tax_documents_sequence_check", sql`${t.sequence} >= 1`),
]);
