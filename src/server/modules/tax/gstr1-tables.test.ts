import { describe, expect, it } from "vitest";
import type { InvoiceDocument } from "~/shared/invoice";
import { rupees } from "~/shared/money";
import { taxBreakdown } from "~/shared/tax";
import type { Uqc } from "~/shared/uqc";
import type { StoredDocument } from "./gstr1-documents";
import { gstr1PortalJson } from "./gstr1-json";
import { gstr1Tables } from "./gstr1-tables";

// Which table each document lands in, by buyer, place of supply, value and date, from documents made here.

type Made = { number: string; at: string; state: string; code: string; paise: number; gstin?: string; uqc?: Uqc; cancels?: StoredDocument };

function made({ number, at, state, code, paise, gstin, uqc, cancels }: Made): StoredDocument {
  const intraState = code === "07";
  const tax = taxBreakdown({
    lines: [{ description: "Kachi Ghani Mustard Oil 1 L", hsnCode: "1514", gstRateBp: 500, quantity: 2, unitPricePaise: paise / 2, grossPaise: paise }],
    discountPaise: 0,
    shippingPaise: rupees(50),
    shippingDescription: "Shipping",
    shippingSacCode: "9965",
    shippingUqc: "NA",
    roundOffPaise: 0,
    intraState,
  });
  if (uqc) tax.lines[0]!.uqc = uqc;
  const original = cancels?.document;
  const document = {
    ...(original ?? { kind: "invoice", cancels: null, buyer: { name: "Asha Devi", phone: "9876543210", businessName: gstin ? "Asha Traders" : null, gstin: gstin ?? null }, placeOfSupply: `${state} (${code})`, tax }),
    number,
    issuedAt: at,
    ...(original ? { kind: "credit-note", cancels: { number: original.number, issuedAt: original.issuedAt } } : {}),
  } as InvoiceDocument;
  const [series, year, serial] = number.split("/");
  return { kind: document.kind === "credit-note" ? "credit-note" : "invoice", number, financialYear: year!, sequence: Number(serial), issuedAt: new Date(at), document: { ...document, order: { number: `ORD-${series}`, placedAt: at, paymentMethod: "UPI" } } };
}

describe("GSTR-1 tables from stored documents", () => {
  const large = made({ number: "DFF/26-27/000010", at: "2026-10-05T06:00:00Z", state: "Rajasthan", code: "08", paise: rupees(100_001) });
  const atThreshold = made({ number: "DFF/26-27/000011", at: "2026-10-06T06:00:00Z", state: "Rajasthan", code: "08", paise: rupees(99_950) });
  const delhi = made({ number: "DFF/26-27/000012", at: "2026-10-07T06:00:00Z", state: "Delhi", code: "07", paise: rupees(850), uqc: "PAC" });
  const business = made({ number: "DFF/26-27/000013", at: "2026-10-08T06:00:00Z", state: "Maharashtra", code: "27", paise: rupees(2_000), gstin: "27AAPFU0939F1ZV" });
  // Issued before 1 August 2024, when B2CL began above ₹2,50,000 rather than ₹1,00,000.
  const oldInvoice = made({ number: "DFF/2024-25/000099", at: "2024-07-20T06:00:00Z", state: "Rajasthan", code: "08", paise: rupees(200_000) });
  const oldNote = made({ number: "DFC/26-27/000001", at: "2026-10-09T06:00:00Z", state: "", code: "", paise: 0, cancels: oldInvoice });
  const largeNote = made({ number: "DFC/26-27/000002", at: "2026-10-10T06:00:00Z", state: "", code: "", paise: 0, cancels: large });
  // A free replacement's delivery challan: goods moved without a supply, so it counts only in Table 13.
  const challan: StoredDocument = { ...made({ number: "DFD/26-27/000003", at: "2026-10-11T06:00:00Z", state: "Delhi", code: "07", paise: rupees(850) }), kind: "delivery-challan" };
  const tables = gstr1Tables("2026-10", [large, atThreshold, delhi, business, oldNote, largeNote, challan]);
  const withoutChallan = gstr1Tables("2026-10", [large, atThreshold, delhi, business, oldNote, largeNote]);

  it("lists an inter-state B2C invoice above ₹1,00,000 in B2CL, and one at or below it in B2C small", () => {
    expect(tables.b2cl.map((row) => row.number)).toEqual(["DFF/26-27/000010"]);
    expect(tables.b2cl[0]).toMatchObject({ date: "2026-10-05", placeOfSupply: { code: "08", state: "Rajasthan" }, valuePaise: large.document.tax.invoiceValuePaise });
    expect(tables.b2b.map((row) => [row.number, row.gstin, row.receiverName])).toEqual([["DFF/26-27/000013", "27AAPFU0939F1ZV", "Asha Traders"]]);
  });

  it("reports a credit note for a B2CL invoice in CDNUR, and nets one for a B2C small invoice into B2CS (the old ₹2,50,000 threshold applying)", () => {
    expect(tables.cdnur.map((row) => [row.number, row.invoiceNumber, row.invoiceDate])).toEqual([["DFC/26-27/000002", "DFF/26-27/000010", "2026-10-05"]]);
    const rajasthan = tables.b2cs.find((row) => row.placeOfSupply.code === "08")!;
    expect(rajasthan.taxablePaise).toBe(atThreshold.document.tax.taxablePaise - oldInvoice.document.tax.taxablePaise);
    expect(rajasthan.igstPaise).toBe(atThreshold.document.tax.igstPaise - oldInvoice.document.tax.igstPaise);
    expect(tables.b2cs.find((row) => row.placeOfSupply.code === "07")).toMatchObject({ supplyType: "INTRA", rateBp: 500, igstPaise: 0, cgstPaise: delhi.document.tax.cgstPaise });
  });

  it("takes a line's UQC when printed, NOS for goods and NA (no quantity) for shipping on older documents", () => {
    expect(tables.hsnB2c.map((row) => [row.hsnCode, row.uqc, row.quantity])).toEqual([["1514", "NOS", 2 + 2 - 2 - 2], ["1514", "PAC", 2], ["9965", "NA", 0]]);
    expect(tables.hsnB2b.map((row) => [row.hsnCode, row.uqc, row.quantity, row.description])).toEqual([["1514", "NOS", 2, "Kachi Ghani Mustard Oil 1 L"], ["9965", "NA", 0, "Shipping"]]);
  });

  it("gives each series its range, the older and shorter numbers apart", () => {
    expect(tables.documents).toEqual([
      { nature: "Invoices for outward supply", series: "DFF/26-27", from: "DFF/26-27/000010", to: "DFF/26-27/000013", total: 4, cancelled: 0 },
      { nature: "Credit Note", series: "DFC/26-27", from: "DFC/26-27/000001", to: "DFC/26-27/000002", total: 2, cancelled: 0 },
      { nature: "Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)", series: "DFD/26-27", from: "DFD/26-27/000003", to: "DFD/26-27/000003", total: 1, cancelled: 0 },
    ]);
  });

  it("leaves a delivery challan out of every table but Table 13, and numbers its kind 12 in the portal's JSON", () => {
    expect({ ...tables, documents: [] }).toEqual({ ...withoutChallan, documents: [] });
    const { doc_issue } = gstr1PortalJson(tables) as unknown as { doc_issue: { doc_det: { doc_num: number; docs: { from: string; totnum: number }[] }[] } };
    expect(doc_issue.doc_det.map((kind) => [kind.doc_num, kind.docs.map((series) => [series.from, series.totnum])])).toEqual([
      [1, [["DFF/26-27/000010", 4]]],
      [5, [["DFC/26-27/000001", 2]]],
      [12, [["DFD/26-27/000003", 1]]],
    ]);
  });

  it("writes the portal's JSON: B2CL by place of supply, CDNUR typed B2CL, intra-state heads as CGST and SGST", () => {
    const file = gstr1PortalJson(tables);
    expect(file).toMatchObject({ fp: "102026", b2cl: [{ pos: "08", inv: [{ inum: "DFF/26-27/000010", idt: "05-10-2026" }] }], cdnur: [{ typ: "B2CL", ntty: "C", nt_num: "DFC/26-27/000002", pos: "08" }] });
    const intra = (file.b2cs as Record<string, unknown>[]).find((row) => row.pos === "07")!;
    expect(Object.keys(intra).sort()).toEqual(["camt", "csamt", "pos", "rt", "samt", "sply_ty", "txval", "typ"]);
    expect(intra).toMatchObject({ sply_ty: "INTRA", typ: "OE", rt: 5, txval: delhi.document.tax.taxablePaise / 100 });
  });
});
