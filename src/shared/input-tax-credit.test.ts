import { describe, expect, it } from "vitest";
import { inputTaxCreditNotice } from "./input-tax-credit";

describe("what a business buyer is told about input tax credit before ordering", () => {
  it("says nothing when the GSTIN is registered in the state of delivery, or is not yet a whole GSTIN", () => {
    expect(inputTaxCreditNotice("07AAACD1234F1Z9", "Delhi")).toBeNull();
    expect(inputTaxCreditNotice("27 aapfu 0939 f1zv", "Maharashtra")).toBeNull();
    expect(inputTaxCreditNotice("27AAPFU", "Delhi")).toBeNull();
    expect(inputTaxCreditNotice("99AAPFU0939F1ZV", "Delhi")).toBeNull();
  });

  it("says CGST + SGST of Delhi is charged on a Delhi delivery, and its credit needs a Delhi registration", () => {
    expect(inputTaxCreditNotice("27AAPFU0939F1ZV", "Delhi")).toBe(
      "Your GSTIN is registered in Maharashtra (27), but this order is delivered in Delhi (07), so Delhi is its place of supply and the invoice charges CGST + SGST of Delhi. " +
        "Input tax credit on it can be claimed only under a GST registration in Delhi: with this GSTIN you will not be able to claim it. " +
        "To claim it, enter your business's GSTIN registered in Delhi, or deliver to an address in Maharashtra.",
    );
  });

  it("says IGST is charged on a delivery in a third state, and its credit needs a registration there", () => {
    expect(inputTaxCreditNotice("27AAPFU0939F1ZV", "Rajasthan")).toContain("so Rajasthan is its place of supply and the invoice charges IGST.");
    expect(inputTaxCreditNotice("07AAACD1234F1Z9", "Rajasthan")).toContain("registered in Delhi (07), but this order is delivered in Rajasthan (08)");
  });
});
