import { and, eq } from "drizzle-orm";
import type { Transaction } from "~/server/db/client";
import { taxDocuments } from "~/server/db/schema/invoices";
import { ApiError } from "~/server/http/errors";
import { amountInWords } from "~/shared/amount-in-words";
import type { InvoiceDocument, Signatory } from "~/shared/invoice";
import { returnTaxBreakdown } from "./return-document";
import { issueNumbered, NO_INVOICE_MESSAGE, type IssuedDocument } from "./service";

// A free replacement moves under a delivery challan (rule 55 of the CGST Rules): no supply, so no tax invoice (docs/decisions/069-replacement-shipments.md).

/** How the challan names the replacement shipment's "payment". */
export const CHALLAN_PAYMENT = "No charge (free replacement)";

export type ChallanLine = { title: string; quantity: number };

export type ReplacementOf = { orderNumber: string; placedAt: Date; returnRequestId: string; originalOrderNumber: string };

/** From the original invoice alone, valued as it sold the units; shipping and other charges are not goods, so they are left out. */
export function challanFor(invoice: InvoiceDocument, goodsLineCount: number, lines: readonly ChallanLine[], number: string, issuedAt: Date, of: ReplacementOf, signatory?: Signatory | null): InvoiceDocument {
  const goods = invoice.tax.lines.slice(0, goodsLineCount);
  const units = lines.map((line) => {
    const lineIndex = goods.findIndex((printed) => printed.description === line.title);
    if (lineIndex < 0) throw new Error(`the invoice ${invoice.number} has no line ${line.title}`);
    return { lineIndex, before: 0, after: line.quantity };
  });
  const tax = returnTaxBreakdown({ ...invoice.tax, lines: goods, roundOffPaise: 0 }, goods.length, units);
  const challan: InvoiceDocument = {
    ...invoice,
    kind: "delivery-challan",
    number,
    issuedAt: issuedAt.toISOString(),
    cancels: null,
    order: { number: of.orderNumber, placedAt: of.placedAt.toISOString(), paymentMethod: CHALLAN_PAYMENT },
    tax,
    amountInWords: amountInWords(tax.payablePaise),
    replacement: { returnRequestId: of.returnRequestId, originalOrderNumber: of.originalOrderNumber, invoiceNumber: invoice.number, invoiceIssuedAt: invoice.issuedAt },
  };
  return signatory ? { ...challan, signatory } : challan;
}

/** The challan of a replacement order, in the approving transaction; the (order, kind) index allows one. */
export async function issueChallan(
  tx: Transaction,
  { originalOrderId, replacementOrderId, goodsLineCount, lines, of }: { originalOrderId: string; replacementOrderId: string; goodsLineCount: number; lines: readonly ChallanLine[]; of: ReplacementOf },
  now: Date,
  signatory?: Signatory | null,
): Promise<IssuedDocument> {
  const [invoice] = await tx.select({ document: taxDocuments.document }).from(taxDocuments).where(and(eq(taxDocuments.orderId, originalOrderId), eq(taxDocuments.kind, "invoice")));
  if (!invoice) throw new ApiError(409, NO_INVOICE_MESSAGE);
  const draft = challanFor(invoice.document, goodsLineCount, lines, "", now, of, signatory);
  return issueNumbered(tx, replacementOrderId, draft, now);
}
