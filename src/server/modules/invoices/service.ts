import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import type { DocumentThreads } from "~/server/document-threads";
import { invoiceCounters, taxDocuments } from "~/server/db/schema/invoices";
import { orders } from "~/server/db/schema/orders";
import { notFound } from "~/server/http/errors";
import { seller } from "~/shared/brand";
import { documentFileName, type InvoiceDocument, type Signatory, type TaxDocumentKind } from "~/shared/invoice";
import { DOCUMENT_SEQUENCE_DIGITS, documentNumber, documentNumberStem, financialYear } from "~/shared/tax";
import { uqcFor } from "~/shared/uqc";
import { creditNoteFor, invoiceFor, type InvoiceExtras } from "./document";
import type { LineTax } from "../catalogue/service";

export { downloadReturnCreditNote, issueReturnCreditNote } from "./return-credit-note";
export { issueChallan } from "./challan";

// Issued inside the transaction of the change, numbered from a row-locked counter, drawn as a PDF once after the commit.

type OrderRow = typeof orders.$inferSelect;

/** An order line as placeOrder wrote it, with what its invoice line needs of the catalogue (null: its size is gone). */
export type TaxedLine = { productId: string; sizeId: string; productName: string; sizeLabel: string | null; quantity: number; pricePaise: number; subtotalPaise: number; tax: LineTax | null };

export type IssuedDocument = { id: string; number: string };

const PREFIX: Record<TaxDocumentKind, string> = { invoice: seller.invoicePrefix, "credit-note": seller.creditNotePrefix, "delivery-challan": seller.challanPrefix };

/** The counter's upsert locks its row until the transaction ends (no gaps, unlike a sequence), so it is taken as late as possible, with the document. */
// The count is per series and year whatever the number's format: a shorter number continues the year's count.
export async function issueNumbered(tx: Transaction, orderId: string, draft: InvoiceDocument, at: Date, returnRequestId: string | null = null): Promise<IssuedDocument> {
  const year = financialYear(at);
  const stem = documentNumberStem(PREFIX[draft.kind], year);
  const { rows } = await tx.execute<IssuedDocument & { sequence: number }>(sql`
    with "counter" as (
      insert into ${invoiceCounters} ("series", "financial_year", "last_number") values (${draft.kind}, ${year}, 1)
      on conflict ("series", "financial_year") do update set "last_number" = ${invoiceCounters.lastNumber} + 1
      returning "last_number"
    ),
    "numbered" as (
      select "last_number" as "sequence", ${stem}::text || lpad("last_number"::text, greatest(${DOCUMENT_SEQUENCE_DIGITS}::int, length("last_number"::text)), '0') as "number"
      from "counter"
    )
    insert into ${taxDocuments} ("order_id", "kind", "number", "financial_year", "sequence", "document", "issued_at", "return_request_id")
    select ${orderId}::uuid, ${draft.kind}, "number", ${year}, "sequence", jsonb_set(${JSON.stringify(draft)}::jsonb, '{number}', to_jsonb("number")), ${at.toISOString()}::timestamptz, ${returnRequestId}::uuid
    from "numbered"
    returning "id", "number", "sequence"
  `);
  const issued = rows[0]!;
  // documentNumber is the rule (it refuses a number over 16 characters); the statement's must match it, or the transaction rolls back.
  const number = documentNumber(PREFIX[draft.kind], year, issued.sequence);
  if (issued.number !== number) throw new Error(`document number ${issued.number} is not ${number}`);
  return { id: issued.id, number };
}

/** Issued as late as possible so the counter stays locked briefly; tax facts come from the cart's locking read, never again. */
export async function issueInvoice(tx: Transaction, order: OrderRow, lines: readonly TaxedLine[], now: Date, extras: InvoiceExtras = {}): Promise<IssuedDocument> {
  const sold = lines.map(({ tax, ...line }) => {
    if (!tax) throw new Error(`no catalogue size ${line.sizeId} for the invoice of ${order.orderNumber}`);
    return { ...line, hsnCode: tax.hsnCode, gstRateBp: tax.gstRateBp, uqc: uqcFor(tax) };
  });
  // Checked before the number is taken: a wrong invoice is never issued, and a failure here holds no lock.
  const draft = invoiceFor(order, sold, "", now, extras);
  if (draft.tax.payablePaise !== order.totalPaise) {
    throw new Error(`invoice of ${order.orderNumber} comes to ${draft.tax.payablePaise} paise, the order to ${order.totalPaise}`);
  }
  return issueNumbered(tx, order.id, draft, now);
}

/** A credit note with the stored invoice's lines, in the cancelling transaction; null without an invoice; the (order, kind) index allows one. */
export async function issueCreditNote(tx: Transaction, orderId: string, now: Date, signatory?: Signatory | null): Promise<IssuedDocument | null> {
  const [invoice] = await tx
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "invoice")));
  if (!invoice) return null;
  return issueNumbered(tx, orderId, creditNoteFor(invoice.document, "", now, signatory), now);
}

export type DocumentNumbers = { invoiceNumber: string | null; creditNoteNumber: string | null; challanNumber: string | null };

/** The numbers of an order's invoice, cancellation credit note and (a replacement's) delivery challan, for the pages that offer them (a return's credit note is shown with the return). */
export async function documentNumbersOf(db: Queryable, orderId: string): Promise<DocumentNumbers> {
  const rows = await db.select({ kind: taxDocuments.kind, number: taxDocuments.number }).from(taxDocuments).where(and(eq(taxDocuments.orderId, orderId), isNull(taxDocuments.returnRequestId)));
  return {
    invoiceNumber: rows.find((row) => row.kind === "invoice")?.number ?? null,
    creditNoteNumber: rows.find((row) => row.kind === "credit-note")?.number ?? null,
    challanNumber: rows.find((row) => row.kind === "delivery-challan")?.number ?? null,
  };
}

type Draw = DocumentThreads["draw"];

/** Documents this process is drawing, by id: a second download of one waits for the same drawing. */
const drawing = new Map<string, Promise<Uint8Array>>();

/** Draws a document on a thread and stores the PDF once: the first writer wins, and every download serves those bytes. */
export function drawAndStore(db: Database, id: string, document: InvoiceDocument, draw: Draw): Promise<Uint8Array> {
  const already = drawing.get(id);
  if (already) return already;
  const started = (async () => {
    const drawn = await draw({ kind: "tax-document", document });
    const written = await db.transaction(async (tx) => {
      // A lost PDF is drawn again from its document, so its commit does not wait for the disk during a rush.
      await tx.execute(sql`set local synchronous_commit = off`);
      return tx.update(taxDocuments).set({ pdf: drawn }).where(and(eq(taxDocuments.id, id), isNull(taxDocuments.pdf))).returning({ id: taxDocuments.id });
    });
    if (written.length > 0) return drawn;
    const [stored] = await db.select({ pdf: taxDocuments.pdf }).from(taxDocuments).where(eq(taxDocuments.id, id));
    return stored?.pdf ?? drawn;
  })().finally(() => drawing.delete(id));
  drawing.set(id, started);
  return started;
}

const QUIET_WAIT_MS = 30_000;

/** Draws an order's missing PDFs after the commit; on failure the first download draws it. */
// `whenQuiet` lets a rush of orders keep the database and CPU (decision 050), for at most QUIET_WAIT_MS so no PDF waits for good.
export function drawDocumentsLater(db: Database, documents: DocumentThreads, orderId: string, whenQuiet?: () => Promise<void>): void {
  documents.later(async () => {
    if (whenQuiet) await Promise.race([whenQuiet(), sleep(QUIET_WAIT_MS, undefined, { ref: false })]);
    const pending = await db
      .select({ id: taxDocuments.id, document: taxDocuments.document })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), isNull(taxDocuments.pdf)))
      .orderBy(asc(taxDocuments.createdAt));
    for (const row of pending) await drawAndStore(db, row.id, row.document, documents.drawInBackground);
  }, { orderId });
}

export type DownloadedDocument = { fileName: string; pdf: Uint8Array };

/** Staff's refusal when a return's order has no tax invoice to work from (a free replacement, or an order from before invoices). */
export const NO_INVOICE_MESSAGE = "This order has no tax invoice to credit or replace against. Refuse the request and settle it by hand.";

const MISSING: Record<TaxDocumentKind, string> = { invoice: "This order has no invoice", "credit-note": "This order has no credit note", "delivery-challan": "This order has no delivery challan" };

async function download(db: Database, documents: DocumentThreads, orderCondition: SQL, kind: TaxDocumentKind): Promise<DownloadedDocument> {
  const [row] = await db
    .select({ orderId: orders.id, id: taxDocuments.id, number: taxDocuments.number, document: taxDocuments.document, pdf: taxDocuments.pdf })
    .from(orders)
    .leftJoin(taxDocuments, and(eq(taxDocuments.orderId, orders.id), eq(taxDocuments.kind, kind), isNull(taxDocuments.returnRequestId)))
    .where(orderCondition);
  if (!row) throw notFound("Order not found");
  if (!row.id || !row.number || !row.document) throw notFound(MISSING[kind]);
  return { fileName: documentFileName(row.number), pdf: row.pdf ?? (await drawAndStore(db, row.id, row.document, documents.draw)) };
}

/** The customer's own document by order number; another customer's order answers exactly like a missing one. */
export function downloadCustomerDocument(db: Database, documents: DocumentThreads, userId: string, orderNumber: string, kind: TaxDocumentKind): Promise<DownloadedDocument> {
  return download(db, documents, and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId))!, kind);
}

/** Any order's document, for staff (the route has checked that the id is a uuid). */
export function downloadStaffDocument(db: Database, documents: DocumentThreads, orderId: string, kind: TaxDocumentKind): Promise<DownloadedDocument> {
  return download(db, documents, eq(orders.id, orderId), kind);
}
