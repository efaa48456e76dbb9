import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH } from "../lib/chromium.mjs";
import { median } from "./stats";

export const PUBLIC_PAGES = ["/", "/hi", "/shop", "/hi/shop", "/bundles", "/shop/hydraulic-pressed-mustard-oil-1l", "/blog"] as const;
/** Measured signed in, with a cart of 3 lines and a saved address: the pages a customer pays from. */
export const SIGNED_IN_PAGES = ["/cart", "/checkout"] as const;
/** One load can be an outlier on a shared host; the median of three is steady enough for LCP, CLS and the score. */
export const LOADS = 3;

/** A page's medians, and its first-load JavaScript. TBT is information only: on this host it follows the host's speed, not the build (decision 047). */
export type PageFigures = { page: string; signedIn: boolean; score: number; lcpMs: number; cls: number; tbtMs: number; firstLoadJsGzip: number };

/** Lighthouse's default config, the mobile preset (simulated slow 4G, CPU 4×), `LOADS` loads a page, median of each figure. */
export async function measurePages(baseUrl: string, buildDir: string, pages: readonly string[], cookie?: string): Promise<PageFigures[]> {
  const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags });
  // The cookie goes as a header: Lighthouse clears the browser's cookies before each load.
  const settings = { port: chrome.port, output: "json" as const, logLevel: "error" as const, onlyCategories: ["performance"], ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}) };
  const audit = async (url: string) => {
    for (let attempt = 1; ; attempt += 1) {
      const result = await lighthouse(url, settings);
      const failed = result?.lhr.runtimeError;
      if (result && !failed) return { audits: result.lhr.audits, score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100) };
      // Lighthouse now and then fails to record a busy host's trace (NO_NAVSTART): that page is loaded again, twice at most.
      const why = `Lighthouse could not measure ${url}: ${failed ? `${failed.code} ${failed.message}` : "no result"}`;
      if (attempt === 3) throw new Error(why);
      console.warn(`${why}; loading it again`);
    }
  };
  try {
    const figures: PageFigures[] = [];
    for (const page of pages) {
      const loads: Awaited<ReturnType<typeof audit>>[] = [];
      for (let load = 0; load < LOADS; load += 1) loads.push(await audit(`${baseUrl}${page}`));
      const mid = (id: string) => median(loads.map(({ audits }) => audits[id]?.numericValue ?? Number.NaN));
      // Once more on failure: after minutes of Lighthouse, fetch can reuse a kept-alive socket the server has just closed.
      const read = async () => (await fetch(`${baseUrl}${page}`, { headers: cookie ? { cookie } : {} })).text();
      const html = await read().catch(read);
      const firstLoadJs = firstLoadJsGzip(buildDir, html);
      figures.push({ page, signedIn: Boolean(cookie), score: median(loads.map(({ score }) => score)), lcpMs: mid("largest-contentful-paint"), cls: mid("cumulative-layout-shift"), tbtMs: mid("total-blocking-time"), firstLoadJsGzip: firstLoadJs });
    }
    return figures;
  } finally {
    await chrome.kill();
  }
}

/** The route manifest React Router writes into a page: it names the files of routes the page may lead to, which it does not load. */
const ROUTE_MANIFEST = /window\.__reactRouterManifest = \{[\s\S]*?\n\};/;

/**
 * Gzip -9 bytes of the scripts a page's HTML names (the hydration module's imports and the preload
 * list, each a quoted "/assets/….js"), read from the build, not Lighthouse's network records: a build
 * always reads the same, whatever the host did, and what loads later (an idle import, a tap) is not counted.
 */
export function firstLoadJsGzip(buildDir: string, html: string): number {
  const scripts = new Set([...html.replace(ROUTE_MANIFEST, "").matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!));
  if (scripts.size === 0) throw new Error("no script named in the page: its first-load JavaScript cannot be measured");
  return [...scripts].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(buildDir, "client", file)), { level: 9 }).length, 0);
}
