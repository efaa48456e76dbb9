import { describe, expect, it } from "vitest";
import { formatRupees, rupees } from "./money";

describe("formatRupees", () => {
  it("groups the Indian way and shows paise only when there are some", () => {
    expect(formatRupees(rupees(1450))).toBe("₹1,450");
    expect(formatRupees(rupees(125000))).toBe("₹1,25,000");
    expect(formatRupees(3750)).toBe("₹37.50");
    expect(formatRupees(0)).toBe("₹0");
  });
});

describe("formatRupees against Intl.NumberFormat('en-IN')", () => {
  const intl = (paise: number) =>
    new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: paise % 100 === 0 ? 0 : 2, maximumFractionDigits: paise % 100 === 0 ? 0 : 2 }).format(paise / 100);

  it("writes every amount as the locale would, from 0 to crores, with and without paise, and negative", () => {
    const amounts = [0, 1, 5, 99, 100, 101, 999_00, 1000_00, 1450_00, 12_345_67, 99_999_99, 1_00_000_00, 12_34_567_89, 9_87_65_43_210, -50_00, -37_50];
    for (const paise of amounts) expect(formatRupees(paise)).toBe(intl(paise));
  });
});
