import { describe, expect, it } from "vitest";
import { rupees } from "./money";
import { DEFAULT_PAYMENT_SETTINGS } from "./payment";
import { NO_PAYMENT_TERMS, paymentTermsFor, priceSummary } from "./pricing";
import { taxBreakdown, type TaxInput } from "./tax";

const settings = { ...DEFAULT_PAYMENT_SETTINGS, codChargePaise: rupees(30), upiSavingPaise: rupees(20) };

describe("what each way to pay adds or takes off", () => {
  it("gives the COD charge to cash on delivery only and the UPI saving to UPI only", () => {
    expect(paymentTermsFor("cod", settings)).toEqual({ codChargePaise: rupees(30), upiSavingPaise: 0 });
    expect(paymentTermsFor("upi", settings)).toEqual({ codChargePaise: 0, upiSavingPaise: rupees(20) });
    expect(paymentTermsFor("online", settings)).toEqual(NO_PAYMENT_TERMS);
  });

  it("is nothing with the shop's defaults (both ₹0)", () => {
    expect(paymentTermsFor("cod", DEFAULT_PAYMENT_SETTINGS)).toEqual(NO_PAYMENT_TERMS);
    expect(paymentTermsFor("upi", DEFAULT_PAYMENT_SETTINGS)).toEqual(NO_PAYMENT_TERMS);
  });
});

describe("totals with a COD charge or a UPI saving", () => {
  const lines = [{ pricePaise: rupees(387.5), quantity: 1 }];

  it("adds the COD charge after shipping, then rounds the cash total down", () => {
    const summary = priceSummary(lines, 0, 0, paymentTermsFor("cod", settings));
    // ₹387.50 + ₹50 shipping + ₹30 COD charge = ₹467.50, paid as ₹467.
    expect(summary).toMatchObject({ shippingPaise: rupees(50), codChargePaise: rupees(30), upiSavingPaise: 0, roundOffPaise: 50, totalPaise: rupees(467) });
  });

  it("takes the UPI saving off after the discount and rewards", () => {
    const summary = priceSummary(lines, rupees(10), rupees(5), paymentTermsFor("upi", settings));
    // ₹387.50 − ₹10 − ₹5 + ₹50 − ₹20 = ₹402.50, paid as ₹402.
    expect(summary).toMatchObject({ codChargePaise: 0, upiSavingPaise: rupees(20), roundOffPaise: 50, totalPaise: rupees(402) });
  });

  it("never takes the total below ₹0", () => {
    const summary = priceSummary([{ pricePaise: rupees(10), quantity: 1 }], rupees(10), 0, { codChargePaise: 0, upiSavingPaise: rupees(500) });
    expect(summary).toMatchObject({ upiSavingPaise: rupees(50), totalPaise: 0 });
  });

  it("keeps total = subtotal − discount − rewards + shipping + COD charge − UPI saving − round off", () => {
    for (const terms of [NO_PAYMENT_TERMS, paymentTermsFor("cod", settings), paymentTermsFor("upi", settings)]) {
      const s = priceSummary(lines, rupees(12.25), 0, terms);
      expect(s.totalPaise).toBe(s.subtotalPaise - s.discountPaise - s.rewardsPaise + s.shippingPaise + s.codChargePaise - s.upiSavingPaise - s.roundOffPaise);
      expect(s.totalPaise % 100).toBe(0);
    }
  });
});

describe("the charges on a tax invoice", () => {
  const input = (charges: TaxInput["charges"]): TaxInput => ({
    lines: [
      { description: "Mustard oil", hsnCode: "1514", gstRateBp: 500, quantity: 1, unitPricePaise: rupees(400), grossPaise: rupees(400) },
      { description: "Ghee", hsnCode: "0405", gstRateBp: 1200, quantity: 1, unitPricePaise: rupees(100), grossPaise: rupees(100) },
    ],
    discountPaise: 0,
    shippingPaise: rupees(50),
    shippingDescription: "Shipping",
    shippingSacCode: "9965",
    shippingUqc: "NA",
    charges,
    roundOffPaise: 0,
    intraState: false,
  });

  it("gives the COD charge its own line at the goods' highest rate, as shipping", () => {
    const tax = taxBreakdown(input([{ description: "COD charge", code: "9965", amountPaise: rupees(30) }]));
    const cod = tax.lines.find((line) => line.description === "COD charge")!;
    expect(cod).toMatchObject({ gstRateBp: 1200, hsnCode: "9965", netPaise: rupees(30), igstPaise: 321, taxablePaise: 2679 });
    expect(tax.payablePaise).toBe(rupees(580));
  });

  it("gives the UPI saving its own line, taken off at the highest rate", () => {
    const tax = taxBreakdown(input([{ description: "UPI saving", code: "0405", amountPaise: -rupees(20) }]));
    const saving = tax.lines.find((line) => line.description === "UPI saving")!;
    expect(saving).toMatchObject({ gstRateBp: 1200, netPaise: -rupees(20), taxablePaise: -1786, igstPaise: -214 });
    expect(tax.payablePaise).toBe(rupees(530));
    expect(tax.taxablePaise + tax.igstPaise).toBe(rupees(530));
  });

  it("leaves a ₹0 charge off the invoice", () => {
    const tax = taxBreakdown(input([{ description: "COD charge", code: "9965", amountPaise: 0 }, { description: "UPI saving", code: "1514", amountPaise: 0 }]));
    expect(tax.lines.map((line) => line.description)).toEqual(["Mustard oil", "Ghee", "Shipping"]);
  });
});
