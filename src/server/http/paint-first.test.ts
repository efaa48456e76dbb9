import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first";

// The shape React Router 7 writes for a prerendered page (trimmed).
const page = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="stylesheet" href="/assets/root-3.css"/>',
  "</head><body><h1>Cold-pressed mustard oil</h1>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");</script>',
  "</body></html>",
].join("");
const assets: Record<string, string> = { "/assets/root-3.css": "h1{color:green}" };
const read = (urlPath: string) => assets[urlPath] ?? "";

describe("paintFirst", () => {
  const html = paintFirst(page, read);

  it("inlines the stylesheet and keeps its link for React, disabled so it is never fetched", () => {
    expect(html).toContain('<style>h1{color:green}</style><link rel="stylesheet" href="/assets/root-3.css" disabled=""/>');
  });

  it("holds the hydration module until after the first paint, with its preload hints", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script type="text/plain" id="rr-hydration">import "/assets/manifest-1.js"; import("/assets/entry.client-2.js");</script>');
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
    expect(loader).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(loader).toContain("first-contentful-paint");
  });

  it("keeps the page's content and its other inline scripts as they were", () => {
    expect(html).toContain("<h1>Cold-pressed mustard oil</h1><script>window.__reactRouterContext = {};</script>");
  });

  it("fails the build when React Router's output no longer has the expected shape", () => {
    expect(() => paintFirst(page.replace('<script type="module" async="">', "<script>"), read)).toThrow("expected one hydration module script, found 0");
    expect(() => paintFirst(page.replace('<link rel="stylesheet" href="/assets/root-3.css"/>', ""), read)).toThrow("no stylesheet");
  });

  it("adds the preload hints, then runs the held module, where paint timing is missing (at once) or once the first paint is reported", () => {
    for (const paintTiming of [false, true]) {
      const loader = /<script>(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1];
      const added: string[] = [];
      const element = (tag: string) => ({ tag, rel: "", href: "", type: "", textContent: "" });
      const append = (node: ReturnType<typeof element>) => added.push(node.tag === "script" ? `module:${node.textContent}` : node.href);
      const document = { visibilityState: "visible", createElement: element, getElementById: () => ({ textContent: "the held module" }), head: { appendChild: append }, body: { appendChild: append } };
      let reportPaint = () => {};
      class PerformanceObserver {
        static supportedEntryTypes = ["paint"];
        constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) {}
        observe() {
          reportPaint = () => this.callback({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect: () => {} });
        }
      }
      const window = paintTiming ? { PerformanceObserver } : {};
      runInNewContext(loader!, { document, window, PerformanceObserver, setTimeout: () => 0 });
      if (paintTiming) {
        expect(added).toEqual([]);
        reportPaint();
      }
      expect(added).toEqual(["/assets/manifest-1.js", "/assets/entry.client-2.js", "module:the held module"]);
    }
  });
});
