import { DOCUMENT_NATURES, type DocumentNature, type DocumentSeriesRow, type HsnRow } from "~/shared/gstr1";
import type { InvoiceLine } from "~/shared/tax";
import { addInto, compareText, lineFigures, type StoredDocument } from "./gstr1-documents";

// Table 12 (HSN-wise summary, B2B and B2C apart) and table 13 (documents issued).

const isService = (line: InvoiceLine) => line.hsnCode.startsWith("99");

/** The line's UQC as printed; older documents carry none: goods were sold in packs (NOS), shipping is a service (NA). */
export function uqcOf(line: InvoiceLine): string {
  return line.uqc ?? (isService(line) ? "NA" : "NOS");
}

const DESCRIPTION_LENGTH = 30;

/** Net of the month's credit notes. */
export function hsnSummary(documents: readonly StoredDocument[]): HsnRow[] {
  const rows = new Map<string, HsnRow>();
  for (const stored of documents) {
    const sign = stored.kind === "invoice" ? 1 : -1;
    for (const line of stored.document.tax.lines) {
      const uqc = uqcOf(line);
      const figures = lineFigures(line);
      const signed = { taxablePaise: sign * figures.taxablePaise, igstPaise: sign * figures.igstPaise, cgstPaise: sign * figures.cgstPaise, sgstPaise: sign * figures.sgstPaise };
      const make = (): HsnRow => ({ hsnCode: line.hsnCode, description: line.description.slice(0, DESCRIPTION_LENGTH), uqc, rateBp: line.gstRateBp, quantity: 0, valuePaise: 0, taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });
      const row = addInto(rows, `${line.hsnCode}|${line.gstRateBp}|${uqc}`, make, signed);
      row.quantity += uqc === "NA" ? 0 : sign * line.quantity;
      row.valuePaise += sign * line.netPaise;
    }
  }
  return [...rows.values()].sort((a, b) => compareText(a.hsnCode, b.hsnCode) || a.rateBp - b.rateBp || compareText(a.uqc, b.uqc));
}

/** DFF/26-27/000001 → DFF/26-27. */
const seriesOf = (number: string) => number.slice(0, number.lastIndexOf("/"));

const NATURE: Record<StoredDocument["kind"], DocumentNature> = {
  invoice: "Invoices for outward supply",
  "credit-note": "Credit Note",
  "delivery-challan": "Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)",
};

/** Cancelled is 0: no number is voided; a cancelled order's invoice stays and a credit note reverses it. */
export function documentsIssued(documents: readonly StoredDocument[]): DocumentSeriesRow[] {
  const groups = new Map<string, StoredDocument[]>();
  for (const stored of documents) {
    const key = `${stored.kind}|${seriesOf(stored.number)}`;
    const group = groups.get(key) ?? [];
    group.push(stored);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map((group): DocumentSeriesRow => {
    const sorted = [...group].sort((a, b) => compareText(a.financialYear, b.financialYear) || a.sequence - b.sequence);
    return {
      nature: NATURE[sorted[0]!.kind],
      series: seriesOf(sorted[0]!.number),
      from: sorted[0]!.number,
      to: sorted.at(-1)!.number,
      total: sorted.length,
      cancelled: 0,
    };
  });
  return rows.sort((a, b) => DOCUMENT_NATURES[a.nature] - DOCUMENT_NATURES[b.nature] || compareText(a.series, b.series));
}
