import { describe, expect, it } from "vitest";
import { loadWhenNeeded } from "./load-when-needed";

describe("loadWhenNeeded", () => {
  it("loads nothing until asked, then once for every caller", async () => {
    let loads = 0;
    const load = loadWhenNeeded(async () => ({ value: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(loads).toBe(1);
  });

  it("tries again after a failed fetch instead of failing for the rest of the visit", async () => {
    let loads = 0;
    const load = loadWhenNeeded(async () => {
      loads += 1;
      if (loads === 1) throw new Error("network lost");
      return "schema";
    });
    await expect(load()).rejects.toThrow("network lost");
    await expect(load()).resolves.toBe("schema");
    expect(loads).toBe(2);
  });
});
