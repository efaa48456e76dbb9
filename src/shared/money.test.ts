import { describe, expect, it } from "vitest";
import { formatRupees, formatShipping, rupees } from "./money";

describe("formatRupees", () => {
  it("groups the Indian way and shows paise only when there are some", () => {
    expect(formatRupees(rupees(1450))).toBe("₹1,450");
    expect(formatRupees(rupees(125000))).toBe("₹1,25,000");
    expect(formatRupees(3750)).toBe("₹37.50");
    expect(formatRupees(0)).toBe("₹0");
  });
});

describe("formatShipping", () => {
  it("shows FREE for no charge and the amount otherwise", () => {
    expect(formatShipping(0)).toBe("FREE");
    expect(formatShipping(rupees(50))).toBe("₹50");
  });
});
