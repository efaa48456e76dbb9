import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";
import { firstLoadJsGzip } from "./web";

it("counts the gzip -9 size of each script a page names once (held hydration module, preload list), and nothing else", () => {
  const page = `<style>body{}</style><link rel="stylesheet" href="/assets/root-a.css" disabled=""/><img src="/images/oil.svg">
<script type="text/plain" id="rr-hydration">import "/assets/manifest-1.js";import * as route0 from "/assets/root-2.js";</script>
<script>(function(){var hrefs=["/assets/chunk-3.js","/assets/root-2.js"]})();</script>`;
  const files = { "manifest-1.js": "window.m={}", "root-2.js": "export const a = 1;".repeat(50), "chunk-3.js": "export const b = 2;", "lazy-4.js": "not named" };
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
