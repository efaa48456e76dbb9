import { setTimeout as sleep } from "node:timers/promises";
import { and, asc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import type { DocumentThreads } from "~/server/document-threads";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { invoiceCounters, taxDocuments } from "~/server/db/schema/invoices";
import { orders } from "~/server/db/schema/orders";
import { notFound } from "~/server/http/errors";
import { seller } from "~/shared/brand";
import { documentFileName, type InvoiceDocument, type Signatory, type TaxDocumentKind } from "~/shared/invoice";
import { documentNumber, financialYear } from "~/shared/tax";
import { uqcFor } from "~/shared/uqc";
import { creditNoteFor, invoiceFor, type InvoiceExtras } from "./document";

export { downloadReturnCreditNote, issueReturnCreditNote } from "./return-credit-note";
export { issueChallan } from "./challan";

// Issued inside the transaction of the change, numbered from a row-locked counter, drawn as a PDF once after the commit.

type OrderRow = typeof orders.$inferSelect;

/** An order line as placeOrder wrote it. */
export type PlacedLine = { productId: string; sizeId: string; productName: string; sizeLabel: string | null; quantity: number; pricePaise: number; subtotalPaise: number };

export type IssuedDocument = { id: string; number: string };

/** Each kind is its own numbering series (invoice_counters.series), with its prefix. */
const PREFIX: Record<TaxDocumentKind, string> = { invoice: seller.invoicePrefix, "credit-note": seller.creditNotePrefix, "delivery-challan": seller.challanPrefix };

/** The upsert locks the counter's row until the transaction ends: no gaps, no duplicates (a sequence gaps at every rollback). */
// The count is kept per series and year whatever the number's format: a shorter number continues the year's count.
export async function takeNumber(tx: Transaction, kind: TaxDocumentKind, at: Date) {
  const year = financialYear(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ series: kind, financialYear: year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.financialYear], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  const sequence = counter!.lastNumber;
  return { year, sequence, number: documentNumber(PREFIX[kind], year, sequence) };
}

export async function store(tx: Transaction, orderId: string, document: InvoiceDocument, taken: { year: string; sequence: number }, at: Date, returnRequestId: string | null = null): Promise<IssuedDocument> {
  const [row] = await tx
    .insert(taxDocuments)
    .values({ orderId, kind: document.kind, number: document.number, financialYear: taken.year, sequence: taken.sequence, document, issuedAt: at, returnRequestId })
    .returning({ id: taxDocuments.id, number: taxDocuments.number });
  return row!;
}

/** The invoice of an order being placed, in its transaction, as late as possible so the counter stays locked briefly. */
// HSN code and GST rate (a size's own, else its item's) and unit are read from the catalogue now, never again; throws (rolling back) if it would not add up.
export async function issueInvoice(tx: Transaction, order: OrderRow, lines: readonly PlacedLine[], now: Date, extras: InvoiceExtras = {}): Promise<IssuedDocument> {
  const ids = [...new Set(lines.map((line) => line.sizeId))];
  const taxes = await tx
    .select({
      id: catalogueSizes.id,
      hsnCode: sql<string>`coalesce(${catalogueSizes.hsnCode}, ${catalogueItems.hsnCode})`,
      gstRateBp: sql<number>`coalesce(${catalogueSizes.gstRateBp}, ${catalogueItems.gstRateBp})`,
      kind: catalogueItems.kind,
      category: catalogueItems.category,
    })
    .from(catalogueSizes)
    .innerJoin(catalogueItems, eq(catalogueItems.id, catalogueSizes.itemId))
    .where(inArray(catalogueSizes.id, ids));
  const taxOf = new Map(taxes.map((row) => [row.id, row]));
  const sold = lines.map((line) => {
    const tax = taxOf.get(line.sizeId);
    if (!tax) throw new Error(`no catalogue size ${line.sizeId} for the invoice of ${order.orderNumber}`);
    return { ...line, hsnCode: tax.hsnCode, gstRateBp: Number(tax.gstRateBp), uqc: uqcFor(tax) };
  });
  // Checked before the number is taken: a wrong invoice is never issued, and a failure here holds no lock.
  const draft = invoiceFor(order, sold, "", now, extras);
  if (draft.tax.payablePaise !== order.totalPaise) {
    throw new Error(`invoice of ${order.orderNumber} comes to ${draft.tax.payablePaise} paise, the order to ${order.totalPaise}`);
  }
  const taken = await takeNumber(tx, "invoice", now);
  return store(tx, order.id, { ...draft, number: taken.number }, taken, now);
}

/** A credit note with the stored invoice's lines, in the cancelling transaction; null without an invoice; the (order, kind) index allows one. */
export async function issueCreditNote(tx: Transaction, orderId: string, now: Date, signatory?: Signatory | null): Promise<IssuedDocument | null> {
  const [invoice] = await tx
    .select({ document: taxDocuments.document })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "invoice")));
  if (!invoice) return null;
  const taken = await takeNumber(tx, "credit-note", now);
  return store(tx, orderId, creditNoteFor(invoice.document, taken.number, now, signatory), taken, now);
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

/**
 * Queues drawing an order's missing PDFs after the commit on the background lane; on failure the
 * first download draws it. `whenQuiet`: what each drawing waits for first (orders placed: until
 * none is being placed, so a rush of orders keeps the database and the CPU, decision 050), at most
 * QUIET_WAIT_MS, so orders that never stop coming cannot hold a PDF back for good.
 */
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
