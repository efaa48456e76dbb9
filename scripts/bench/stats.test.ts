import { expect, it } from "vitest";
import { median } from "./stats";

it("median is the middle of an odd count, the upper middle of an even one, whatever the order, and leaves its input as it was", () => {
  const loads = [250, 11, 45, 14, 91, 10, 126];
  expect(median(loads)).toBe(45);
  expect(loads).toEqual([250, 11, 45, 14, 91, 10, 126]);
  expect(median([62, 20, 240])).toBe(62);
  expect(median([36, 46, 61, 112, 212, 307])).toBe(112);
});
