import type { Paise } from "./money";
import type { GstRateBp } from "./tax";

// The month's GSTR-1 as the back office shows it and the portal's JSON carries it (docs/decisions/056).

export type TaxFigures = { taxablePaise: Paise; igstPaise: Paise; cgstPaise: Paise; sgstPaise: Paise };

export type PlaceOfSupplyCode = { code: string; state: string };

/** One GST rate of a document: the return lists a document once per rate. */
export type RateFigures = TaxFigures & { rateBp: GstRateBp };

export type ReturnDocument = {
  number: string;
  /** YYYY-MM-DD in Asia/Kolkata. */
  date: string;
  valuePaise: Paise;
  placeOfSupply: PlaceOfSupplyCode;
  rates: RateFigures[];
};

export type B2bInvoice = ReturnDocument & { gstin: string; receiverName: string };
export type RegisteredNote = B2bInvoice & { invoiceNumber: string; invoiceDate: string };
export type UnregisteredNote = ReturnDocument & { invoiceNumber: string; invoiceDate: string };

export type B2csRow = RateFigures & { supplyType: "INTRA" | "INTER"; placeOfSupply: PlaceOfSupplyCode };

export type HsnRow = RateFigures & { hsnCode: string; description: string; uqc: string; quantity: number; valuePaise: Paise };

/** Table 13's kinds of document, by the portal's number for each; a replacement's delivery challan moves goods without a supply (rule 55). */
export const DOCUMENT_NATURES = {
  "Invoices for outward supply": 1,
  "Credit Note": 5,
  "Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)": 12,
} as const;
export type DocumentNature = keyof typeof DOCUMENT_NATURES;

export type DocumentSeriesRow = { nature: DocumentNature; series: string; from: string; to: string; total: number; cancelled: number };

export type Gstr1Return = {
  month: string;
  gstin: string;
  b2b: B2bInvoice[];
  b2cl: ReturnDocument[];
  b2cs: B2csRow[];
  cdnr: RegisteredNote[];
  cdnur: UnregisteredNote[];
  hsnB2b: HsnRow[];
  hsnB2c: HsnRow[];
  documents: DocumentSeriesRow[];
  /** Straight from the documents, for the page's check that the tables add up to them. */
  invoices: TaxFigures & { count: number };
  creditNotes: TaxFigures & { count: number };
};

export const GSTR1_TABLE_TITLES = {
  b2b: "B2B invoices (4A)",
  b2cl: "B2C large invoices (5)",
  b2cs: "B2C small, net of credit notes (7)",
  cdnr: "Credit notes to registered buyers (9B)",
  cdnur: "Credit notes to unregistered buyers (9B)",
  hsnB2b: "HSN summary, B2B (12)",
  hsnB2c: "HSN summary, B2C (12)",
  documents: "Documents issued (13)",
} as const;

export const GSTR1_MONTH_MESSAGE = "Choose a month like 2026-03";

/** The JSON the GST portal imports (Returns → GSTR-1 → Prepare offline → Upload). */
export const gstr1JsonHref = (month: string) => `/api/admin/tax/gstr1/${encodeURIComponent(month)}/portal.json`;

/** B2CL above this invoice value: ₹1,00,000 from 1 August 2024 (rule 59(4), notification 12/2024-CT), ₹2,50,000 before. */
export function b2clThresholdPaise(invoiceDate: string): Paise {
  return invoiceDate >= "2024-08-01" ? 100_000_00 : 250_000_00;
}

export const sumTaxFigures = (rows: readonly TaxFigures[]): TaxFigures =>
  rows.reduce<TaxFigures>(
    (total, row) => ({
      taxablePaise: total.taxablePaise + row.taxablePaise,
      igstPaise: total.igstPaise + row.igstPaise,
      cgstPaise: total.cgstPaise + row.cgstPaise,
      sgstPaise: total.sgstPaise + row.sgstPaise,
    }),
    { taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 },
  );

export const subtractTaxFigures = (a: TaxFigures, b: TaxFigures): TaxFigures => ({
  taxablePaise: a.taxablePaise - b.taxablePaise,
  igstPaise: a.igstPaise - b.igstPaise,
  cgstPaise: a.cgstPaise - b.cgstPaise,
  sgstPaise: a.sgstPaise - b.sgstPaise,
});
