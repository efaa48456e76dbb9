import { describe, expect, it } from "vitest";
import { median } from "./stats";

describe("median (every figure of the bench's rows)", () => {
  it("is the middle load of an odd count, whatever the order: the 4th lowest of 7, the 2nd of 3", () => {
    expect(median([250, 11, 45, 14, 91, 10, 126])).toBe(45);
    expect(median([62, 20, 240])).toBe(62);
  });

  it("is the upper of the two middle loads of an even count", () => {
    expect(median([36, 46, 61, 112, 212, 307])).toBe(112);
  });

  it("leaves the loads as they were", () => {
    const loads = [3, 1, 2];
    median(loads);
    expect(loads).toEqual([3, 1, 2]);
  });
});
