import { describe, expect, it } from "vitest";
import { render, type BenchResults } from "./report";
import type { PageFigures } from "./web";

const KB = 1024;
const figures = (over: Partial<PageFigures>): PageFigures => ({ page: "/", signedIn: false, score: 99, lcpMs: 900, cls: 0, tbtMs: 20, firstLoadJsGzip: 120 * KB, ...over });

const report = (pages: PageFigures[]) =>
  render({ date: "2026-11-27T12:00:00.000Z", machine: { cores: 2, memoryGiB: 24, node: "v20.20.2", cpu: "AMD EPYC" }, command: "npm run bench -- web", web: { loads: 3, pages } } satisfies BenchResults);

/** A page's row: its "speed met" and "JS met" marks. */
const marks = (text: string, label: string) => text.split("\n").find((line) => line.startsWith(`| ${label} |`))?.split(" | ").slice(-2).join(" ").replace(/ \|$/, "");

describe("the web report (decision 047)", () => {
  it("judges score, LCP and CLS, never TBT", () => {
    const text = report([figures({ tbtMs: 900 }), figures({ page: "/shop", lcpMs: 1300 }), figures({ page: "/blog", cls: 0.02 }), figures({ page: "/bundles", score: 97 })]);
    expect(text).toContain("median of 3 loads a page");
    expect(marks(text, "`/`")).toBe("✅ ✅");
    expect(marks(text, "`/shop`")).toBe("❌ ✅");
    expect(marks(text, "`/blog`")).toBe("❌ ✅");
    expect(marks(text, "`/bundles`")).toBe("❌ ✅");
  });

  it("gives signed-in pages 1.5 s of LCP and shows their JavaScript without judging it", () => {
    const text = report([figures({}), figures({ page: "/cart", signedIn: true, lcpMs: 1400, firstLoadJsGzip: 300 * KB })]);
    expect(marks(text, "`/cart` signed in")).toBe("✅ –");
  });

  it("holds / to 130 KB of first-load JavaScript and every other public page to /'s", () => {
    const over = report([figures({ firstLoadJsGzip: 151 * KB }), figures({ page: "/shop", firstLoadJsGzip: 150 * KB }), figures({ page: "/blog", firstLoadJsGzip: 152 * KB })]);
    expect(over).toContain("| 151.0 KB |");
    expect(marks(over, "`/`")).toBe("✅ ❌");
    expect(marks(over, "`/shop`")).toBe("✅ ✅");
    expect(marks(over, "`/blog`")).toBe("✅ ❌");
    expect(marks(report([figures({ firstLoadJsGzip: 130 * KB })]), "`/`")).toBe("✅ ✅");
  });
});
