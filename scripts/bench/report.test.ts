import { describe, expect, it } from "vitest";
import { render, type BenchResults } from "./report";
import type { PageFigures } from "./web";

const figures = (over: Partial<PageFigures>): PageFigures => ({
  page: "/",
  score: 100,
  lcpMs: 900,
  fcpMs: 850,
  tbtMs: 3,
  calibratedTbtMs: 150,
  cpuSlowdown: 13.5,
  lowTbtMs: 40,
  lowCpuSlowdown: 8.2,
  ownTbtMs: 62,
  ownLowTbtMs: 9,
  cls: 0,
  jsBytes: 170_000,
  imageBytes: 10_000,
  benchmarkIndex: 3700,
  loads: 3,
  ownTbtEachMs: [62, 20, 240],
  ...over,
});

const report = (pages: PageFigures[]) =>
  render({ date: "2026-11-25T18:00:00.000Z", machine: { cores: 2, memoryGiB: 24, node: "v20.20.2", cpu: "AMD EPYC" }, command: "npm run bench -- web", web: { pages, chunks: [], firstLoadJsGzip: 150_000 } } satisfies BenchResults);

/** A page's row in issue 17's budget table (the web table above it has rows for the same pages). */
const budgetRow = (text: string, page: string) => text.split("| page | LCP | TBT, calibrated |")[1]?.split("\n").find((line) => line.startsWith(`| \`${page}\` |`));

describe("the web report (decision 043)", () => {
  it("says how many loads each row is the median of", () => {
    expect(report([figures({})])).toContain("headless Debian Chromium, 3 loads a page, median of each figure.");
    expect(report([figures({}), figures({ page: "/cart", signedIn: true, loads: 7 })])).toContain(
      "3 loads a page, 7 for the signed-in rows judged on issue 17's budgets (decision 043), median of each figure.",
    );
  });

  it("shows a signed-in row's median with each load's own TBT beside it, lowest first", () => {
    const text = report([figures({}), figures({ page: "/shop", signedIn: true, loads: 7, ownTbtMs: 45, ownTbtEachMs: [250, 11, 45, 14, 91, 10, 126] })]);
    const row = budgetRow(text, "/shop");
    expect(row).toContain("| 45 ms (≤ 100 ms) | 10, 11, 14, 45, 91, 126, 250 |");
    expect(row).toMatch(/✅ \|$/);
  });

  it("fails a signed-in row whose median is over 100 ms, whatever its best loads read", () => {
    const text = report([figures({ page: "/", signedIn: true, loads: 7, ownTbtMs: 129, ownTbtEachMs: [36, 47, 51, 129, 164, 285, 361] })]);
    expect(budgetRow(text, "/")).toMatch(/\| 129 ms \(≤ 100 ms\) \| 36, 47, 51, 129, 164, 285, 361 \|.*❌ \|$/);
  });

  it("puts a load Lighthouse could not audit (NaN, null once stored) last, as –", () => {
    const stored = JSON.parse(JSON.stringify([12, Number.NaN, 10])) as number[];
    const text = report([figures({ page: "/shop", signedIn: true, loads: 3, ownTbtMs: 12, ownTbtEachMs: stored })]);
    expect(budgetRow(text, "/shop")).toContain("| 12 ms (≤ 100 ms) | 10, 12, – |");
  });

  it("shows – for runs recorded before each load's figure was kept", () => {
    const text = report([figures({ page: "/cart", signedIn: true, loads: undefined, ownTbtEachMs: undefined })]);
    expect(text).toContain("headless Debian Chromium, 3 loads a page, median of each figure.");
    expect(budgetRow(text, "/cart")).toContain("| 62 ms (≤ 100 ms) | – |");
  });
});
