import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/server/db/client";
import type { DocumentThreads } from "~/server/document-threads";
import { taxDocuments } from "~/server/db/schema/invoices";
import { ApiError, notFound } from "~/server/http/errors";
import { documentFileName, type Signatory } from "~/shared/invoice";
import { returnCreditNoteFor, type ReturnedUnits } from "./return-document";
import { drawAndStore, issueNumbered, NO_INVOICE_MESSAGE, type DownloadedDocument, type IssuedDocument } from "./service";

/** An order line and how many of its units are returned before the request and with it; `title` is the line as the invoice printed it. */
export type ReturnedLine = { title: string; before: number; after: number };

/** `lines` are all the order's lines, so the invoice's goods lines are told apart from its charges; an index allows one note per request. */
export async function issueReturnCreditNote(
  tx: Transaction,
  { orderId, returnRequestId, lines }: { orderId: string; returnRequestId: string; lines: readonly ReturnedLine[] },
  now: Date,
  signatory?: Signatory | null,
): Promise<IssuedDocument & { payablePaise: number }> {
  const [invoice] = await tx.select({ document: taxDocuments.document }).from(taxDocuments).where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, "invoice")));
  if (!invoice) throw new ApiError(409, NO_INVOICE_MESSAGE);
  const goods = invoice.document.tax.lines.slice(0, lines.length);
  const units: ReturnedUnits[] = lines.map((line) => {
    const lineIndex = goods.findIndex((printed) => printed.description === line.title);
    if (lineIndex < 0) throw new Error(`the invoice of order ${orderId} has no line ${line.title}`);
    return { lineIndex, before: line.before, after: line.after };
  });
  const draft = returnCreditNoteFor(invoice.document, lines.length, units, "", now, signatory);
  const issued = await issueNumbered(tx, orderId, draft, now, returnRequestId);
  return { ...issued, payablePaise: draft.tax.payablePaise };
}

/** A return's credit note as a PDF (the caller has checked whose return it is). */
export async function downloadReturnCreditNote(db: Database, documents: DocumentThreads, returnRequestId: string): Promise<DownloadedDocument> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.returnRequestId, returnRequestId));
  if (!row) throw notFound("This return has no credit note");
  return { fileName: documentFileName(row.number), pdf: row.pdf ?? (await drawAndStore(db, row.id, row.document, documents.draw)) };
}
