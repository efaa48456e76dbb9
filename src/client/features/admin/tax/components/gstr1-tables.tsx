import { formatOrderDate } from "~/shared/format";
import { GSTR1_TABLE_TITLES as TITLES, type Gstr1Return, type HsnRow, type PlaceOfSupplyCode, type ReturnDocument } from "~/shared/gstr1";
import { formatRupees } from "~/shared/money";
import { DocumentsIssuedTable } from "./documents-issued-table";
import { FiguresTable, type FiguresRow } from "./figures-table";

// The return's tables in the portal's order, each document once per GST rate.

const place = (pos: PlaceOfSupplyCode) => `${pos.code}-${pos.state}`;

/** A document's rows, one per rate, led by the columns its table names. */
function documentRows<Document extends ReturnDocument>(documents: readonly Document[], lead: (document: Document) => string[]): FiguresRow[] {
  return documents.flatMap((document) =>
    document.rates.map((rate) => ({
      key: `${document.number}|${rate.rateBp}`,
      cells: [...lead(document), document.number, formatOrderDate(document.date), place(document.placeOfSupply), formatRupees(document.valuePaise)],
      figures: rate,
      rateBp: rate.rateBp,
    })),
  );
}

const DOCUMENT_COLUMNS = ["Number", "Date", "Place of supply", "Value"];

const hsnRows = (rows: readonly HsnRow[]): FiguresRow[] =>
  rows.map((row) => ({ key: `${row.hsnCode}|${row.rateBp}|${row.uqc}`, cells: [row.hsnCode, row.description, row.uqc, String(row.quantity), formatRupees(row.valuePaise)], figures: row, rateBp: row.rateBp }));

const HSN_COLUMNS = ["HSN", "Description", "UQC", "Quantity", "Value"];

export function Gstr1Tables({ gstr1 }: { gstr1: Gstr1Return }) {
  return (
    <div className="space-y-8">
      <FiguresTable id="b2b" title={TITLES.b2b} columns={["GSTIN", "Receiver", ...DOCUMENT_COLUMNS]} rows={documentRows(gstr1.b2b, (row) => [row.gstin, row.receiverName])} empty="No invoices to registered buyers this month." />
      <FiguresTable
        id="b2cl"
        title={TITLES.b2cl}
        columns={DOCUMENT_COLUMNS}
        rows={documentRows(gstr1.b2cl, () => [])}
        empty="No inter-state invoice to an unregistered buyer was above ₹1,00,000 this month."
      />
      <FiguresTable
        id="b2cs"
        title={TITLES.b2cs}
        columns={["Supply", "Place of supply"]}
        rows={gstr1.b2cs.map((row) => ({ key: `${row.supplyType}|${row.placeOfSupply.code}|${row.rateBp}`, cells: [row.supplyType === "INTRA" ? "Intra-state" : "Inter-state", place(row.placeOfSupply)], figures: row, rateBp: row.rateBp }))}
        empty="No other sales to unregistered buyers this month."
        note="Credit notes for these sales are taken off the state and rate they were sold at, as the portal asks."
      />
      <FiguresTable
        id="cdnr"
        title={TITLES.cdnr}
        columns={["GSTIN", "Receiver", "Against invoice", ...DOCUMENT_COLUMNS]}
        rows={documentRows(gstr1.cdnr, (row) => [row.gstin, row.receiverName, row.invoiceNumber])}
        empty="No credit notes to registered buyers this month."
      />
      <FiguresTable id="cdnur" title={TITLES.cdnur} columns={["Against invoice", ...DOCUMENT_COLUMNS]} rows={documentRows(gstr1.cdnur, (row) => [row.invoiceNumber])} empty="No credit notes against B2C large invoices this month." />
      <FiguresTable id="hsn-b2b" title={TITLES.hsnB2b} columns={HSN_COLUMNS} rows={hsnRows(gstr1.hsnB2b)} empty="No supplies to registered buyers this month." note="Net of the month's credit notes." />
      <FiguresTable id="hsn-b2c" title={TITLES.hsnB2c} columns={HSN_COLUMNS} rows={hsnRows(gstr1.hsnB2c)} empty="No supplies to unregistered buyers this month." note="Net of the month's credit notes." />
      <DocumentsIssuedTable rows={gstr1.documents} title={TITLES.documents} />
    </div>
  );
}
