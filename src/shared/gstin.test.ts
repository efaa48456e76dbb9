import { describe, expect, it } from "vitest";
import { seller } from "./brand";
import { gstinCheckCharacter, gstinStateCode, isValidGstin, normaliseGstin } from "./gstin";

describe("GSTIN", () => {
  it("accepts a GSTIN whose last character is its check character", () => {
    // The GSTN's own published example, and the shop's (fake) seller GSTIN.
    expect(isValidGstin("27AAPFU0939F1ZV")).toBe(true);
    expect(isValidGstin(seller.gstin)).toBe(true);
    expect(gstinStateCode(seller.gstin)).toBe(seller.stateCode);
  });

  it("refuses a wrong check character, a wrong shape or a wrong length", () => {
    expect(isValidGstin("27AAPFU0939F1ZW")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1Z")).toBe(false);
    expect(isValidGstin("27AAPFU0939F1XV")).toBe(false);
    expect(isValidGstin("2AAAPFU0939F1ZV")).toBe(false);
  });

  it("reads a GSTIN typed in lower case or with spaces", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
    expect(isValidGstin("27 aapfu 0939 f1zv")).toBe(true);
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });
});
