import { DOCUMENT_NATURES, type B2csRow, type DocumentNature, type DocumentSeriesRow, type Gstr1Return, type HsnRow, type RateFigures, type ReturnDocument } from "~/shared/gstr1";

// The JSON the GST portal imports, in the offline tool's own output format (docs/decisions/056).

/** The schema version the file declares: the offline tool's, from the release that split table 12 into B2B and B2C. */
export const GSTR1_JSON_VERSION = "GST3.2.2";

const rupees = (paise: number) => paise / 100;
const percent = (rateBp: number) => rateBp / 100;
const portalDate = (day: string) => day.split("-").reverse().join("-");

/** The heads a row pays: IGST across states, CGST + SGST within; no cess on anything this shop sells. */
function taxHeads(figures: RateFigures, intraState: boolean) {
  return intraState ? { camt: rupees(figures.cgstPaise), samt: rupees(figures.sgstPaise), csamt: 0 } : { iamt: rupees(figures.igstPaise), csamt: 0 };
}

/** One item per rate, numbered as the portal numbers them (rate × 100 + 1: 501 for 5%). */
function itemsOf(document: ReturnDocument, intraState: boolean) {
  return document.rates.map((rate) => ({ num: rate.rateBp + 1, itm_det: { txval: rupees(rate.taxablePaise), rt: percent(rate.rateBp), ...taxHeads(rate, intraState) } }));
}

const isIntraState = (document: ReturnDocument, gstin: string) => document.placeOfSupply.code === gstin.slice(0, 2);

function groupBy<Row>(rows: readonly Row[], key: (row: Row) => string): [string, Row[]][] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row)) ?? [];
    group.push(row);
    groups.set(key(row), group);
  }
  return [...groups.entries()];
}

function b2csEntry(row: B2csRow) {
  return { sply_ty: row.supplyType, pos: row.placeOfSupply.code, typ: "OE", rt: percent(row.rateBp), txval: rupees(row.taxablePaise), ...taxHeads(row, row.supplyType === "INTRA") };
}

function hsnEntry(row: HsnRow, index: number) {
  return {
    num: index + 1,
    hsn_sc: row.hsnCode,
    desc: row.description,
    user_desc: row.description,
    uqc: row.uqc,
    qty: row.quantity,
    rt: percent(row.rateBp),
    txval: rupees(row.taxablePaise),
    iamt: rupees(row.igstPaise),
    camt: rupees(row.cgstPaise),
    samt: rupees(row.sgstPaise),
    csamt: 0,
  };
}

function docIssue(rows: readonly DocumentSeriesRow[]) {
  return {
    doc_det: groupBy(rows, (row) => row.nature).map(([nature, series]) => ({
      doc_num: DOCUMENT_NATURES[nature as DocumentNature],
      doc_typ: nature,
      docs: series.map((row, index) => ({ num: index + 1, from: row.from, to: row.to, totnum: row.total, cancel: row.cancelled, net_issue: row.total - row.cancelled })),
    })),
  };
}

const nonEmpty = <Value>(key: string, rows: readonly unknown[], value: () => Value) => (rows.length > 0 ? { [key]: value() } : {});

/** A table without rows is left out. */
export type Gstr1PortalFile = { gstin: string; fp: string; version: string; hash: string } & Record<string, unknown>;

export function gstr1PortalJson(tables: Gstr1Return): Gstr1PortalFile {
  const { gstin } = tables;
  const [year, month] = tables.month.split("-");
  const invoice = (document: ReturnDocument) => ({ inum: document.number, idt: portalDate(document.date), val: rupees(document.valuePaise) });
  const note = (document: ReturnDocument) => ({ ntty: "C", nt_num: document.number, nt_dt: portalDate(document.date), val: rupees(document.valuePaise), pos: document.placeOfSupply.code });
  return {
    gstin,
    fp: `${month}${year}`,
    version: GSTR1_JSON_VERSION,
    hash: "hash",
    ...nonEmpty("b2b", tables.b2b, () =>
      groupBy(tables.b2b, (row) => row.gstin).map(([ctin, invoices]) => ({
        ctin,
        inv: invoices.map((row) => ({ ...invoice(row), pos: row.placeOfSupply.code, rchrg: "N", inv_typ: "R", itms: itemsOf(row, isIntraState(row, gstin)) })),
      })),
    ),
    ...nonEmpty("b2cl", tables.b2cl, () =>
      groupBy(tables.b2cl, (row) => row.placeOfSupply.code).map(([pos, invoices]) => ({ pos, inv: invoices.map((row) => ({ ...invoice(row), itms: itemsOf(row, false) })) })),
    ),
    ...nonEmpty("b2cs", tables.b2cs, () => tables.b2cs.map(b2csEntry)),
    ...nonEmpty("cdnr", tables.cdnr, () =>
      groupBy(tables.cdnr, (row) => row.gstin).map(([ctin, notes]) => ({ ctin, nt: notes.map((row) => ({ ...note(row), rchrg: "N", inv_typ: "R", itms: itemsOf(row, isIntraState(row, gstin)) })) })),
    ),
    ...nonEmpty("cdnur", tables.cdnur, () => tables.cdnur.map((row) => ({ typ: "B2CL", ...note(row), itms: itemsOf(row, false) }))),
    ...nonEmpty("hsn", [...tables.hsnB2b, ...tables.hsnB2c], () => ({
      ...nonEmpty("hsn_b2b", tables.hsnB2b, () => tables.hsnB2b.map(hsnEntry)),
      ...nonEmpty("hsn_b2c", tables.hsnB2c, () => tables.hsnB2c.map(hsnEntry)),
    })),
    ...nonEmpty("doc_issue", tables.documents, () => docIssue(tables.documents)),
  };
}
