import { describe, expect, it } from "vitest";
import { previousShopMonthOf } from "./format";

describe("previousShopMonthOf", () => {
  it("is the month before, in Asia/Kolkata's calendar", () => {
    expect(previousShopMonthOf(new Date("2026-10-15T12:00:00Z"))).toBe("2026-09");
    // 19:00 UTC on 31 October is already 1 November in India.
    expect(previousShopMonthOf(new Date("2026-10-31T19:00:00Z"))).toBe("2026-10");
  });

  it("goes back across the new year", () => {
    expect(previousShopMonthOf(new Date("2027-01-05T06:00:00Z"))).toBe("2026-12");
  });
});
