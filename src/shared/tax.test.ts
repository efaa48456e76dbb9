import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountInWords, wholeNumberInWords } from "./amount-in-words";
import { placeOfSupply } from "./india";
import { documentNumber, financialYear, formatGstRate, shareInProportion, taxBreakdown, type TaxableLine } from "./tax";

const line = (description: string, quantity: number, unitPricePaise: number, gstRateBp: number, hsnCode = "1514"): TaxableLine => ({
  description,
  hsnCode,
  gstRateBp,
  quantity,
  unitPricePaise,
  grossPaise: quantity * unitPricePaise,
});

const shipping = { shippingDescription: "Shipping", shippingSacCode: "9965", shippingUqc: "NA" as const };

describe("taxBreakdown, against figures worked by hand", () => {
  it("an order delivered in Delhi: CGST and SGST, the discount shared by value, shipping at the highest rate", () => {
    // Goods ₹700 at 5% and ₹300 at 18%; ₹100 off; ₹49 shipping. ₹100 shared 70:30 is ₹70 and ₹30.
    // Each of CGST and SGST is the price × half the rate / (1 + rate), to the paisa; taxable value is what is left.
    // Oil: 630.00 × 2.5 / 105 = 15.00 each, taxable 600.00.
    // Item at 18%: 270.00 × 9 / 118 = 20.5932 → 20.59 each, tax 41.18, taxable 228.82 (exactly 228.8136).
    // Shipping at 18%: 49.00 × 9 / 118 = 3.7373 → 3.74 each, tax 7.48, taxable 41.52 (exactly 41.5254).
    const result = taxBreakdown({
      lines: [line("Mustard oil 1 L", 2, 35_000, 500), line("Gift box", 1, 30_000, 1800, "4819")],
      discountPaise: 10_000,
      shippingPaise: 4_900,
      roundOffPaise: 0,
      intraState: true,
      ...shipping,
    });
    expect(result.lines.map((l) => [l.description, l.hsnCode, l.discountPaise, l.netPaise, l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      ["Mustard oil 1 L", "1514", 7_000, 63_000, 60_000, 1_500, 1_500, 0],
      ["Gift box", "4819", 3_000, 27_000, 22_882, 2_059, 2_059, 0],
      ["Shipping", "9965", 0, 4_900, 4_152, 374, 374, 0],
    ]);
    expect(result.lines[2]).toMatchObject({ gstRateBp: 1800, uqc: "NA", quantity: 1 });
    expect(result).toMatchObject({ taxablePaise: 87_034, cgstPaise: 3_933, sgstPaise: 3_933, igstPaise: 0, invoiceValuePaise: 94_900, roundOffPaise: 0, payablePaise: 94_900 });
  });

  it("an order delivered to another state: IGST only, remainders of the shared discount to the largest fractions, and the round off", () => {
    // Goods 3 × ₹123.45 = ₹370.35 and ₹250.50 at 5%, 2 × ₹99.99 = ₹199.98 at 18%: ₹820.83. ₹82.08 off.
    // Shares of 8208 paise: 3703.36, 2504.91, 1999.73 → floors 3703, 2504, 1999 (8206); the two paise
    // left go to the largest fractions (.91, .73): 3703, 2505, 2000.
    // 333.32 / 1.05 = 317.448 → 317.45, IGST 15.87; 225.45 / 1.05 = 214.714 → 214.71, IGST 10.74;
    // 179.98 / 1.18 = 152.525 → 152.53, IGST 27.45; shipping 99.00 / 1.18 = 83.898 → 83.90, IGST 15.10.
    // Invoice value 837.75; the cash total drops the 75 paise: 837.00.
    const result = taxBreakdown({
      lines: [line("Oil", 3, 12_345, 500), line("Dal", 1, 25_050, 500, "0713"), line("Hamper", 2, 9_999, 1800, "4819")],
      discountPaise: 8_208,
      shippingPaise: 9_900,
      roundOffPaise: 75,
      intraState: false,
      ...shipping,
    });
    expect(result.lines.map((l) => [l.discountPaise, l.netPaise, l.taxablePaise, l.igstPaise, l.cgstPaise + l.sgstPaise])).toEqual([
      [3_703, 33_332, 31_745, 1_587, 0],
      [2_505, 22_545, 21_471, 1_074, 0],
      [2_000, 17_998, 15_253, 2_745, 0],
      [0, 9_900, 8_390, 1_510, 0],
    ]);
    expect(result).toMatchObject({ taxablePaise: 76_859, cgstPaise: 0, sgstPaise: 0, igstPaise: 6_916, invoiceValuePaise: 83_775, roundOffPaise: 75, payablePaise: 83_700 });
  });

  it("free shipping adds no line, and no discount leaves every line whole", () => {
    const result = taxBreakdown({ lines: [line("Oil", 1, 42_000, 500)], discountPaise: 0, shippingPaise: 0, roundOffPaise: 0, intraState: true, ...shipping });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]).toMatchObject({ discountPaise: 0, netPaise: 42_000, taxablePaise: 40_000, cgstPaise: 1_000, sgstPaise: 1_000 });
  });

  it("always adds up: taxable value and tax make each line, and the lines make what the customer pays", () => {
    const lineArb = fc.record({ quantity: fc.integer({ min: 1, max: 20 }), unit: fc.integer({ min: 1, max: 500_000 }), rate: fc.constantFrom(0, 500, 1800, 4000) });
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 99 }), fc.boolean(), (specs, discountPermille, shippingPaise, roundOffPaise, intraState) => {
        const lines = specs.map((s, i) => line(`Item ${i}`, s.quantity, s.unit, s.rate));
        const gross = lines.reduce((sum, l) => sum + l.grossPaise, 0);
        const discountPaise = Math.floor((gross * discountPermille) / 10_000);
        const result = taxBreakdown({ lines, discountPaise, shippingPaise, roundOffPaise, intraState, ...shipping });
        for (const l of result.lines) {
          expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.netPaise);
          expect(l.netPaise).toBeGreaterThanOrEqual(0);
          if (!intraState) expect(l.cgstPaise + l.sgstPaise).toBe(0);
          else expect([l.cgstPaise, l.igstPaise]).toEqual([l.sgstPaise, 0]);
          // Each head is within half a paisa of the rate's exact share: the taxable value within a paisa of its exact figure.
          const exactTaxable = (l.netPaise * 10_000) / (10_000 + l.gstRateBp);
          expect(Math.abs(l.taxablePaise - exactTaxable)).toBeLessThanOrEqual(1);
        }
        expect(result.cgstPaise).toBe(result.sgstPaise);
        expect(result.invoiceValuePaise).toBe(gross - discountPaise + shippingPaise);
        expect(result.taxablePaise + result.cgstPaise + result.sgstPaise + result.igstPaise).toBe(result.invoiceValuePaise);
        expect(result.payablePaise).toBe(gross - discountPaise + shippingPaise - roundOffPaise);
      }),
    );
  });
});

describe("shareInProportion", () => {
  it("gives every paisa out, in proportion, whatever the weights", () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(0, [5, 5])).toEqual([0, 0]);
    // Weights that are all 0 (no line worth anything) share nothing out.
    expect(shareInProportion(0, [0])).toEqual([0]);
    expect(shareInProportion(100, [0, 0])).toEqual([0, 0]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 10 }), (total, weights) => {
        const shares = shareInProportion(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        // A property must return nothing or true: fast-check takes expect()'s return value as a failure.
        if (sum === 0) {
          expect(shares.every((share) => share === 0)).toBe(true);
          return;
        }
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, i) => expect(Math.abs(share - (total * weights[i]!) / sum)).toBeLessThan(1));
      }),
    );
  });
});

describe("numbering", () => {
  it("counts financial years from April in Asia/Kolkata", () => {
    expect(financialYear(new Date("2026-11-23T10:00:00Z"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T18:29:59Z"))).toBe("2026-27"); // 23:59:59 on 31 March in Kolkata
    expect(financialYear(new Date("2027-03-31T18:30:00Z"))).toBe("2027-28"); // midnight on 1 April in Kolkata
    expect(financialYear(new Date("2099-06-01T00:00:00Z"))).toBe("2099-00");
  });

  it("writes DFF/26-27/000001 and DFC/26-27/000001: 16 characters, rule 46(b)'s most", () => {
    expect(documentNumber("DFF", "2026-27", 1)).toBe("DFF/26-27/000001");
    expect(documentNumber("DFC", "2099-00", 999_999)).toBe("DFC/99-00/999999");
    expect(documentNumber("DFC", "2026-27", 42)).toHaveLength(16);
    // A millionth document in a year would need a 17th character: refused, never issued.
    expect(() => documentNumber("DFF", "2026-27", 1_000_000)).toThrow("over 16 characters");
  });

  it("names the place of supply with its state code, and prints rates as percentages", () => {
    expect(placeOfSupply("Delhi")).toBe("Delhi (07)");
    expect(placeOfSupply("Andhra Pradesh")).toBe("Andhra Pradesh (37)");
    expect(formatGstRate(500)).toBe("5%");
    expect(formatGstRate(25)).toBe("0.25%");
  });
});

describe("amountInWords", () => {
  it("writes rupees and paise in lakhs and crores", () => {
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(83_700)).toBe("Rupees Eight Hundred Thirty-Seven Only");
    expect(amountInWords(123_450)).toBe("Rupees One Thousand Two Hundred Thirty-Four and Fifty Paise Only");
    expect(amountInWords(1_00_000_00)).toBe("Rupees One Lakh Only");
    expect(amountInWords(12_34_567_01)).toBe("Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and One Paise Only");
    expect(wholeNumberInWords(1_23_45_678)).toBe("One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight");
    expect(wholeNumberInWords(1_000_000_000)).toBe("One Hundred Crore");
  });
});
