import { shopDateOf } from "~/shared/delivery";
import { b2clThresholdPaise, type PlaceOfSupplyCode, type RateFigures, type ReturnDocument, type TaxFigures } from "~/shared/gstr1";
import type { InvoiceDocument } from "~/shared/invoice";
import type { InvoiceLine } from "~/shared/tax";

// How one stored invoice or credit note enters the return: its buyer's kind, its place of supply and its figures per rate.

export type StoredDocument = { kind: "invoice" | "credit-note" | "delivery-challan"; number: string; financialYear: string; sequence: number; issuedAt: Date; document: InvoiceDocument };

export type BuyerClass = "registered" | "large" | "small";

/** Code-point order: numbers and codes are ASCII, so the order never depends on the server's locale. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const POS_PATTERN = /^(.*) \((\d{2})\)$/;

/** "Rajasthan (08)" as the invoice prints it → code and state; 97 (Other Territory) if it does not read as one. */
export function placeOfSupplyCode(printed: string): PlaceOfSupplyCode {
  const match = POS_PATTERN.exec(printed);
  return match ? { code: match[2]!, state: match[1]! } : { code: "97", state: "Other Territory" };
}

export function invoiceDateOf(stored: StoredDocument): string {
  return shopDateOf(stored.document.cancels?.issuedAt ?? stored.document.issuedAt);
}

/** A credit note is classed by the invoice it copies, with that invoice's date. */
export function buyerClassOf(stored: StoredDocument): BuyerClass {
  const { buyer, tax } = stored.document;
  if (buyer.gstin) return "registered";
  return !tax.intraState && tax.invoiceValuePaise > b2clThresholdPaise(invoiceDateOf(stored)) ? "large" : "small";
}

export const lineFigures = (line: InvoiceLine): TaxFigures => ({ taxablePaise: line.taxablePaise, igstPaise: line.igstPaise, cgstPaise: line.cgstPaise, sgstPaise: line.sgstPaise });

/** Every table is a sum of lines under some key. */
export function addInto<Row extends TaxFigures>(rows: Map<string, Row>, key: string, make: () => Row, figures: TaxFigures): Row {
  const row = rows.get(key) ?? make();
  row.taxablePaise += figures.taxablePaise;
  row.igstPaise += figures.igstPaise;
  row.cgstPaise += figures.cgstPaise;
  row.sgstPaise += figures.sgstPaise;
  rows.set(key, row);
  return row;
}

export function ratesOf(document: InvoiceDocument): RateFigures[] {
  const rows = new Map<string, RateFigures>();
  for (const line of document.tax.lines) {
    addInto(rows, String(line.gstRateBp), () => ({ rateBp: line.gstRateBp, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 }), lineFigures(line));
  }
  return [...rows.values()].sort((a, b) => b.rateBp - a.rateBp);
}

/** Its value is the invoice value before the round off, so value, taxable value and tax agree on every row. */
export function returnDocumentOf(stored: StoredDocument): ReturnDocument {
  const { document } = stored;
  return {
    number: stored.number,
    date: shopDateOf(stored.issuedAt),
    valuePaise: document.tax.invoiceValuePaise,
    placeOfSupply: placeOfSupplyCode(document.placeOfSupply),
    rates: ratesOf(document),
  };
}
