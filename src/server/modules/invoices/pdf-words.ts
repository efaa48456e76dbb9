import { formatOrderDate } from "~/shared/format";
import type { InvoiceDocument } from "~/shared/invoice";

// What each kind of document calls itself and its figures; the drawing is the same for all three.

export type DocumentWords = {
  title: string;
  numberLabel: string;
  dateLabel: string;
  /** Rows under the number and date: the invoice a document refers to. */
  references: [string, string][];
  billTo: string;
  shipTo: string;
  valueLabel: string;
  totalLabel: string;
  /** Printed in bold under the seller: a challan's "Not a tax invoice". */
  notice: string | null;
  footer: string;
};

const dated = (number: string, issuedAt: string) => `${number} dated ${formatOrderDate(issuedAt)}`;

export function wordsOf(document: InvoiceDocument): DocumentWords {
  if (document.kind === "delivery-challan") {
    const replaced = document.replacement;
    return {
      title: "Delivery Challan",
      numberLabel: "Challan No.",
      dateLabel: "Challan date",
      references: replaced ? [["Original invoice", dated(replaced.invoiceNumber, replaced.invoiceIssuedAt)], ["Original order", replaced.originalOrderNumber]] : [],
      billTo: "Consignee",
      shipTo: "Deliver to",
      valueLabel: "Value of goods",
      totalLabel: "Value (no charge)",
      notice: replaced ? `Not a tax invoice — free replacement against return request ${replaced.returnRequestId}` : "Not a tax invoice — free replacement",
      footer: "This is a computer-generated delivery challan",
    };
  }
  const isInvoice = document.kind === "invoice";
  return {
    title: isInvoice ? "Tax Invoice" : "Credit Note",
    numberLabel: isInvoice ? "Invoice No." : "Credit Note No.",
    dateLabel: isInvoice ? "Invoice date" : "Credit note date",
    references: document.cancels ? [["Against invoice", dated(document.cancels.number, document.cancels.issuedAt)]] : [],
    billTo: "Bill to",
    shipTo: "Ship to",
    valueLabel: "Invoice value",
    totalLabel: isInvoice ? "Amount payable" : "Amount credited",
    notice: null,
    footer: isInvoice ? "This is a computer-generated invoice" : "This is a computer-generated credit note",
  };
}
