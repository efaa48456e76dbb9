import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { freePort } from "../lib/net.mjs";
import { firstLoadJsGzip, scriptsNamedIn } from "./web";

// A page as the paint-first rewrite sends it: the held hydration module and the loader's preload list.
const page = `<html><head><style>body{}</style><link rel="stylesheet" href="/assets/root-a.css" disabled=""/></head><body>
<script type="text/plain" id="rr-hydration">import "/assets/manifest-1.js";import * as route0 from "/assets/root-2.js";</script>
<script>(function(){var hrefs=["/assets/chunk-3.js","/assets/root-2.js"]})();</script><img src="/images/oil.svg"></body></html>`;

describe("scriptsNamedIn (the scripts a page's first load fetches)", () => {
  it("reads the hydration module's imports and the preload list, each file once, and no style sheet or image", () => {
    expect(scriptsNamedIn(page)).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/chunk-3.js"]);
  });
});

describe("firstLoadJsGzip", () => {
  it("sums the gzip -9 size of those files in the build, as the page is sent to whom asks (its cookie included)", async () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), "bench-build-"));
    const files = { "manifest-1.js": "window.m={}", "root-2.js": "export const a = 1;".repeat(50), "chunk-3.js": "export const b = 2;", "lazy-4.js": "never named" };
    mkdirSync(path.join(buildDir, "client", "assets"), { recursive: true });
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(buildDir, "client", "assets", file), text);
    const cookies: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      cookies.push(request.headers.cookie);
      response.end(page);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    try {
      const expected = ["manifest-1.js", "root-2.js", "chunk-3.js"].reduce((sum, file) => sum + gzipSync(files[file as keyof typeof files], { level: 9 }).length, 0);
      expect(await firstLoadJsGzip(buildDir, `http://127.0.0.1:${port}`, "/cart", "session=abc")).toBe(expected);
      expect(cookies).toEqual(["session=abc"]);
    } finally {
      server.close();
      rmSync(buildDir, { recursive: true, force: true });
    }
  });
});
