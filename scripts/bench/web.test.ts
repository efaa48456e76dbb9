import { describe, expect, it } from "vitest";
import { cpuSlowdownFor, cpuSlowdownRangeFor } from "./web";

describe("cpuSlowdownFor (Lighthouse's CPU throttling calculator)", () => {
  it("gives the preset's 4× to the host it was meant for, and less to a slower one", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it("slows a faster host more, and never speeds a very slow one up", () => {
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(100)).toBe(1);
  });
});

describe("cpuSlowdownRangeFor (the calculator's range for that slowdown)", () => {
  it("is 0.5 wide below an index of 800 and 1.5 wide up to 1,300, around the slowdown", () => {
    expect(cpuSlowdownRangeFor(475)).toEqual([1.25, 1.75]);
    expect(cpuSlowdownRangeFor(1050)).toEqual([1.75, 3.25]);
  });

  it("widens with the distance above the calculator's calibration points", () => {
    const [low, high] = cpuSlowdownRangeFor(2800);
    expect(cpuSlowdownFor(2800)).toBeCloseTo(9.44, 2);
    expect(low).toBeCloseTo(6.22, 2);
    expect(high).toBeCloseTo(12.66, 2);
  });

  it("never goes below 1×", () => {
    expect(cpuSlowdownRangeFor(150)[0]).toBe(1);
  });
});
