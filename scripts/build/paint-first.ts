// Runs after React Router has prerendered the pages (react-router.config.ts, buildEnd): each
// prerendered page is rewritten to paint from its HTML alone (src/server/http/paint-first.ts says how).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { paintFirst } from "../../src/server/http/paint-first";

/** Every prerendered page of a client build (each `index.html`; the SPA fallback has nothing to paint first). */
function prerenderedPages(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const entry = path.join(dir, name);
    if (statSync(entry).isDirectory()) return name === "assets" ? [] : prerenderedPages(entry);
    return name === "index.html" ? [entry] : [];
  });
}

export function paintFirstInBuild(clientDir: string): number {
  const pages = prerenderedPages(clientDir);
  for (const page of pages) {
    const html = readFileSync(page, "utf8");
    writeFileSync(page, paintFirst(html, (urlPath) => readFileSync(path.join(clientDir, urlPath), "utf8")));
  }
  return pages.length;
}
