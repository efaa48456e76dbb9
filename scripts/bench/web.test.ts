import { describe, expect, it } from "vitest";
import { cpuSlowdownFor } from "./web";

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
