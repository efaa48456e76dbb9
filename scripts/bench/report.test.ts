import { expect, it } from "vitest";
import { render } from "./report";
import type { PageFigures } from "./web";

const KB = 1024;
const figures = (over: Partial<PageFigures>): PageFigures => ({ page: "/", signedIn: false, score: 99, lcpMs: 900, cls: 0, tbtMs: 20, firstLoadJsGzip: 120 * KB, ...over });
const report = (pages: PageFigures[]) => render({ date: "2026-11-27T12:00:00.000Z", machine: { cores: 2, memoryGiB: 24, node: "v20.20.2", cpu: "AMD EPYC" }, command: "npm run bench -- web", web: { loads: 3, pages } });
/** A page's row's last two cells: speed met, JS met. */
const marks = (text: string, label: string) => text.split("\n").find((line) => line.startsWith(`| ${label} |`))?.split(" | ").slice(-2).join(" ").replace(/ \|$/, "");

it("judges a page on score, LCP and CLS, never on TBT (decision 047)", () => {
  const text = report([figures({ tbtMs: 900 }), figures({ page: "/shop", lcpMs: 1300 }), figures({ page: "/blog", cls: 0.02 }), figures({ page: "/bundles", score: 97 })]);
  expect(text).toContain("median of 3 loads a page");
  expect([marks(text, "`/`"), marks(text, "`/shop`"), marks(text, "`/blog`"), marks(text, "`/bundles`")]).toEqual(["✅ ✅", "❌ ✅", "❌ ✅", "❌ ✅"]);
});

it("gives signed-in pages 1.5 s of LCP and shows their JavaScript without judging it", () => {
  expect(marks(report([figures({}), figures({ page: "/cart", signedIn: true, lcpMs: 1400, firstLoadJsGzip: 300 * KB })]), "`/cart` signed in")).toBe("✅ –");
});

it("holds / to 130 KB of first-load JavaScript and every other public page to /'s", () => {
  const text = report([figures({ firstLoadJsGzip: 151 * KB }), figures({ page: "/shop", firstLoadJsGzip: 150 * KB }), figures({ page: "/blog", firstLoadJsGzip: 152 * KB })]);
  expect(text).toContain("| 151.0 KB |");
  expect([marks(text, "`/`"), marks(text, "`/shop`"), marks(text, "`/blog`")]).toEqual(["✅ ❌", "✅ ✅", "✅ ❌"]);
  expect(marks(report([figures({ firstLoadJsGzip: 130 * KB })]), "`/`")).toBe("✅ ✅");
});
