import { describe, expect, it } from "vitest";
import { taxBreakdown } from "~/shared/tax";
import { returnTaxBreakdown } from "./return-document";

// docs/decisions/065-returns.md: a return's credit note takes the returned units' share of what the invoice allocated.

const invoice = taxBreakdown({
  lines: [
    { description: "Mustard Oil 1 L", hsnCode: "1514", gstRateBp: 500, quantity: 3, unitPricePaise: 37_500, grossPaise: 112_500 },
    { description: "Moong Dal 500 g", hsnCode: "0713", gstRateBp: 500, quantity: 1, unitPricePaise: 14_999, grossPaise: 14_999 },
  ],
  discountPaise: 12_751,
  shippingPaise: 4_900,
  shippingDescription: "Shipping",
  shippingSacCode: "9965",
  shippingUqc: "NA",
  roundOffPaise: 48,
  intraState: false,
});

describe("a return's credit note figures", () => {
  it("credits one unit its price less its share of the discount, and its share of shipping", () => {
    const note = returnTaxBreakdown(invoice, 2, [{ lineIndex: 0, before: 0, after: 1 }]);
    const oil = invoice.lines[0]!;
    expect(note.lines.map((line) => [line.description, line.quantity, line.grossPaise, line.discountPaise])).toEqual([
      ["Mustard Oil 1 L", 1, 37_500, Math.round(oil.discountPaise / 3)],
      ["Shipping", 1, expect.any(Number), 0],
    ]);
    const goodsNet = invoice.lines[0]!.netPaise + invoice.lines[1]!.netPaise;
    expect(note.lines[1]!.netPaise).toBe(Math.round((4_900 * Math.round(oil.netPaise / 3)) / goodsNet));
    expect(note.payablePaise).toBe(note.invoiceValuePaise - note.roundOffPaise);
    expect(note.lines.every((line) => line.taxablePaise + line.igstPaise === line.netPaise)).toBe(true);
  });

  it("adds up to the invoice exactly over partial returns", () => {
    const first = returnTaxBreakdown(invoice, 2, [{ lineIndex: 0, before: 0, after: 1 }]);
    const second = returnTaxBreakdown(invoice, 2, [{ lineIndex: 0, before: 1, after: 2 }, { lineIndex: 1, before: 0, after: 0 }]);
    const third = returnTaxBreakdown(invoice, 2, [{ lineIndex: 0, before: 2, after: 3 }, { lineIndex: 1, before: 0, after: 1 }]);
    const notes = [first, second, third];
    const total = (pick: (note: typeof first) => number) => notes.reduce((sum, note) => sum + pick(note), 0);
    expect(total((note) => note.payablePaise)).toBe(invoice.payablePaise);
    expect(total((note) => note.roundOffPaise)).toBe(invoice.roundOffPaise);
    expect(total((note) => note.lines.reduce((sum, line) => sum + line.discountPaise, 0))).toBe(12_751);
    expect(total((note) => note.lines.filter((line) => line.description === "Shipping").reduce((sum, line) => sum + line.netPaise, 0))).toBe(4_900);
  });
});
