import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { paintFirst, PRELOADS_PER_TASK } from "./paint-first";

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

  /** Runs a page's loader over ten hints in a document that starts it at once; what it added, task by task. */
  function loaderTasks(visibilityState: "visible" | "hidden") {
    const chunks = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const bigPage = page.replace('<link rel="modulepreload" href="/assets/manifest-1.js"/>', chunks.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(""));
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script><\/body>/.exec(paintFirst(bigPage, read))?.[1];
    const tasks: (() => void)[] = [];
    const added: string[][] = [[]];
    const element = (tag: string) => ({ tag, rel: "", href: "", type: "", textContent: "" });
    const append = (node: ReturnType<typeof element>) => added.at(-1)!.push(node.tag === "script" ? `module:${node.textContent}` : node.href);
    const document = {
      visibilityState,
      createElement: element,
      getElementById: () => ({ textContent: "the held module" }),
      head: { appendChild: append },
      body: { appendChild: append },
    };
    // The loader's first task is the page's own script; each setTimeout is a task after it.
    runInNewContext(loader!, { document, window: {}, setTimeout: (task: () => void) => tasks.push(task) });
    while (tasks.length > 0) {
      added.push([]);
      tasks.shift()!();
    }
    return { chunks, inTasks: added.filter((task) => task.length > 0) };
  }

  it("adds the preload hints a few per task and runs the module in a task of its own, after them all", () => {
    // A browser without paint timing (the test's window has none) starts at once.
    const { chunks, inTasks } = loaderTasks("visible");
    expect(inTasks.every((task) => task.length <= PRELOADS_PER_TASK)).toBe(true);
    expect(inTasks.flat()).toEqual([...chunks, "/assets/entry.client-2.js", "module:the held module"]);
    expect(inTasks.at(-1)).toEqual(["module:the held module"]);
  });

  it("in a hidden tab, adds every preload hint in one task, then runs the module", () => {
    // A hidden tab starts at once, and its timers run once a second: no reason to spread the hints.
    const { chunks, inTasks } = loaderTasks("hidden");
    expect(inTasks).toEqual([[...chunks, "/assets/entry.client-2.js"], ["module:the held module"]]);
  });
});
