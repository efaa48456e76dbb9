import type { DocumentSeriesRow, HsnRow } from "~/shared/gstr1";
import type { InvoiceLine } from "~/shared/tax";
import { addInto, compareText, lineFigures, type StoredDocument } from "./gstr1-documents";

// Table 12 (HSN-wise summary, B2B and B2C apart) and table 13 (documents issued).

/** Services (SAC 99…) are reported without a quantity. */
const isService = (line: InvoiceLine) => line.hsnCode.startsWith("99");

/** The line's UQC as printed; older documents carry none: goods were sold in packs (NOS), shipping is a service (NA). */
export function uqcOf(line: InvoiceLine): string {
  return line.uqc ?? (isService(line) ? "NA" : "NOS");
}

/** The portal's descriptions are at most 30 characters. */
const DESCRIPTION_LENGTH = 30;

/** Sums the lines per HSN, rate and UQC: invoices add, credit notes take away (net of the month's notes). */
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

/** DFF/26-27/000001 → DFF/26-27: a series is the number without its serial. */
const seriesOf = (number: string) => number.slice(0, number.lastIndexOf("/"));

/**
 * Each series' first and last number of the month and how many were issued. Cancelled is 0: no
 * number is ever voided here; a cancelled order keeps its invoice and gets a credit note, which
 * is counted in its own series and reported in the credit-note tables.
 */
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
      nature: sorted[0]!.kind === "invoice" ? "Invoices for outward supply" : "Credit Note",
      series: seriesOf(sorted[0]!.number),
      from: sorted[0]!.number,
      to: sorted.at(-1)!.number,
      total: sorted.length,
      cancelled: 0,
    };
  });
  return rows.sort((a, b) => (a.nature === b.nature ? compareText(a.series, b.series) : a.nature === "Credit Note" ? 1 : -1));
}
