import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { render } from "./report";
import { firstLoadJsGzip, type PageFigures } from "./web";

it("counts the gzip -9 size of each script a page names once (held hydration module, preload list), not the route manifest's other routes", () => {
  const page = `<style>body{}</style><link rel="stylesheet" href="/assets/root-a.css" disabled=""/><img src="/images/oil.svg">
<script type="text/plain" id="rr-hydration">import "/assets/manifest-1.js";import * as route0 from "/assets/root-2.js";
  window.__reactRouterManifest = {
  "routes": { "routes/home": { "module": "/assets/lazy-4.js" } },
  "url": "/assets/manifest-5.js"
};</script>
<script>(function(){var hrefs=["/assets/chunk-3.js","/assets/root-2.js"]})();</script>`;
  const files = { "manifest-1.js": "window.m={}", "root-2.js": "export const a = 1;".repeat(50), "chunk-3.js": "export const b = 2;", "lazy-4.js": "a route the page may lead to", "manifest-5.js": "the whole manifest, not loaded" };
  const buildDir = mkdtempSync(path.join(tmpdir(), "bench-build-"));
  try {
    mkdirSync(path.join(buildDir, "client", "assets"), { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(buildDir, "client", "assets", file), text);
    const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
    expect(firstLoadJsGzip(buildDir, page)).toBe(gzip(files["manifest-1.js"]) + gzip(files["root-2.js"]) + gzip(files["chunk-3.js"]));
    expect(() => firstLoadJsGzip(buildDir, "<p>no script</p>")).toThrow(/no script named/);
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
});

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
