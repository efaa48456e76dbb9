import { seller } from "~/shared/brand";
import { subtractTaxFigures, sumTaxFigures, type B2bInvoice, type B2csRow, type Gstr1Return, type RegisteredNote, type TaxFigures, type UnregisteredNote } from "~/shared/gstr1";
import { addInto, compareText, buyerClassOf, invoiceDateOf, lineFigures, returnDocumentOf, type StoredDocument } from "./gstr1-documents";
import { documentsIssued, hsnSummary } from "./gstr1-summaries";

// The month's GSTR-1 from its stored documents alone: each document lands in exactly one of
// B2B, B2CL, B2CS, CDNR or CDNUR (a B2C small credit note is netted into B2CS, as the portal asks).

const NONE: TaxFigures = { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };

/** The buyer's name as the return wants it: the business name given at checkout. */
const receiverOf = (stored: StoredDocument) => stored.document.buyer.businessName ?? stored.document.buyer.name;

function b2csRows(small: readonly StoredDocument[]): B2csRow[] {
  const rows = new Map<string, B2csRow>();
  for (const stored of small) {
    const { placeOfSupply, rates } = returnDocumentOf(stored);
    const supplyType = stored.document.tax.intraState ? "INTRA" : "INTER";
    for (const rate of rates) {
      const make = (): B2csRow => ({ supplyType, placeOfSupply, rateBp: rate.rateBp, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
      addInto(rows, `${supplyType}|${placeOfSupply.code}|${rate.rateBp}`, make, stored.kind === "invoice" ? rate : subtractTaxFigures(NONE, rate));
    }
  }
  return [...rows.values()].sort((a, b) => compareText(a.placeOfSupply.code, b.placeOfSupply.code) || b.rateBp - a.rateBp);
}

const byNumber = <Row extends { number: string }>(rows: Row[]) => rows.sort((a, b) => compareText(a.number, b.number));

function totalsOf(documents: readonly StoredDocument[]) {
  return { count: documents.length, ...sumTaxFigures(documents.flatMap((stored) => stored.document.tax.lines.map(lineFigures))) };
}

/** The return's tables for the documents issued in `month` (Asia/Kolkata), in any order. */
export function gstr1Tables(month: string, documents: readonly StoredDocument[]): Gstr1Return {
  const invoices = documents.filter((stored) => stored.kind === "invoice");
  const notes = documents.filter((stored) => stored.kind === "credit-note");
  // A delivery challan records no supply: it counts only in Table 13.
  const taxed = [...invoices, ...notes];
  const classes = new Map(taxed.map((stored) => [stored, buyerClassOf(stored)]));
  const of = (list: readonly StoredDocument[], buyer: ReturnType<typeof buyerClassOf>) => list.filter((stored) => classes.get(stored) === buyer);

  const b2b = of(invoices, "registered").map((stored): B2bInvoice => ({ ...returnDocumentOf(stored), gstin: stored.document.buyer.gstin!, receiverName: receiverOf(stored) }));
  const cdnr = of(notes, "registered").map(
    (stored): RegisteredNote => ({ ...returnDocumentOf(stored), gstin: stored.document.buyer.gstin!, receiverName: receiverOf(stored), invoiceNumber: stored.document.cancels?.number ?? "", invoiceDate: invoiceDateOf(stored) }),
  );
  const cdnur = of(notes, "large").map((stored): UnregisteredNote => ({ ...returnDocumentOf(stored), invoiceNumber: stored.document.cancels?.number ?? "", invoiceDate: invoiceDateOf(stored) }));
  const registered = taxed.filter((stored) => classes.get(stored) === "registered");
  const unregistered = taxed.filter((stored) => classes.get(stored) !== "registered");

  return {
    month,
    gstin: seller.gstin,
    b2b: byNumber(b2b),
    b2cl: byNumber(of(invoices, "large").map(returnDocumentOf)),
    b2cs: b2csRows([...of(invoices, "small"), ...of(notes, "small")]),
    cdnr: byNumber(cdnr),
    cdnur: byNumber(cdnur),
    hsnB2b: hsnSummary(registered),
    hsnB2c: hsnSummary(unregistered),
    documents: documentsIssued(documents),
    invoices: totalsOf(invoices),
    creditNotes: totalsOf(notes),
  };
}
