// Runs at the end of the client build (react-router.config.ts, buildEnd), after the prerendered
// pages are rewritten: every script, style sheet and SVG of the build of 1 KB or more gets a
// brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside it, which the server sends as
// they are to a browser that asks (src/server/http/client-app.ts, serveStatic's `precompressed`).
// Compressed once here at the smallest size instead of on every request: the scripts cost the
// server no CPU to send, and a phone on a slow network downloads about a ninth less than with
// per-request gzip (docs/decisions/035-precompressed-build-files.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPRESSION_THRESHOLD_BYTES } from "../../src/server/http/compression";

/** What a browser gets compressed: text formats. Other images and fonts are already compressed (png, webp, woff2). */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest"]);

function filesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const entry = path.join(dir, name);
    return statSync(entry).isDirectory() ? filesOf(entry) : [entry];
  });
}

/** Writes `file.br` and `file.gz` beside each compressible file of `clientDir` that they make smaller. */
export function precompressBuild(clientDir: string): void {
  for (const file of filesOf(clientDir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    const content = readFileSync(file);
    // Below the server's own threshold a compressed copy saves less than it costs to choose.
    if (content.length < COMPRESSION_THRESHOLD_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
    const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
    // A copy no smaller than the file would only cost a read: the server then sends the file itself.
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  }
}
