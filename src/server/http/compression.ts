import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import { createMiddleware } from "hono/factory";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { AppEnv } from "../context";
import { nodeBindings, requestHeader } from "./node-response";

/** Below this, compressing saves less than a tenth of a TCP segment: not worth the CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Bodies up to this size are compressed on the request's own thread; larger ones on libuv's pool. */
const SYNC_LIMIT_BYTES = 64 * 1024;

// Brotli 4 is about as fast as gzip's default and smaller; its default (11) is for files compressed once.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = "br" | "gzip";

/** The encoding to answer in: brotli, then gzip, whichever Accept-Encoding accepts (q > 0); else none. */
export function chooseEncoding(acceptEncoding: string | undefined | null): Encoding | null {
  return preferredEncoding(encodingWeights(acceptEncoding));
}

function preferredEncoding(weight: (name: Encoding) => number): Encoding | null {
  if (weight("br") > 0 && weight("br") >= weight("gzip")) return "br";
  return weight("gzip") > 0 ? "gzip" : null;
}

/** The weight (q) the client gives an encoding in its Accept-Encoding: 0 when refused or not named. */
function encodingWeights(acceptEncoding: string | undefined | null): (name: Encoding) => number {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.map((param) => /^q=([\d.]+)$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) weights.set(name === "x-gzip" ? "gzip" : name, q === undefined ? 1 : Number(q) || 0);
  }
  return (name) => weights.get(name) ?? weights.get("*") ?? 0;
}

/** zlib's answers are Buffers over their own ArrayBuffer (never a shared one), which is what a Response body takes. */
type Bytes = Uint8Array<ArrayBuffer>;

export function compressBodySync(body: Uint8Array, encoding: Encoding): Bytes {
  return (encoding === "br" ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body)) as Bytes;
}

/** `body` compressed as `encoding`: on this thread when small, on libuv's pool when large. */
export async function compressBody(body: Uint8Array, encoding: Encoding): Promise<Bytes> {
  if (body.byteLength <= SYNC_LIMIT_BYTES) return compressBodySync(body, encoding);
  return (await (encoding === "br" ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body))) as Bytes;
}

/** Adds Accept-Encoding to Vary (kept when already there, or when Vary is `*`). */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get("Vary");
  if (vary === "*" || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return;
  headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
}

/** Compresses only a compressible type past the threshold for a client that asks; other answers stay as built, keeping @hono/node-server's fast path. */
export function compressWhereItPays({ threshold = COMPRESSION_THRESHOLD_BYTES }: { threshold?: number } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const weight = encodingWeights(requestHeader(c, "accept-encoding"));
    const encoding = preferredEncoding(weight);
    const node = nodeBindings(c);
    if (node) {
      // On every answer without opening it; one this middleware compresses says it again below.
      node.outgoing.setHeader("Vary", "Accept-Encoding");
      // Nothing is compressed for a client that does not ask: its answer goes out as built.
      if (!encoding) return next();
    }
    await next();
    const response = c.res;
    const { status } = response;
    if (c.req.method === "HEAD" || status === 204 || status === 206 || status === 304 || status < 200) return;
    const headers = response.headers;
    const type = headers.get("Content-Type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || headers.has("Content-Encoding") || headers.has("Transfer-Encoding")) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(headers.get("Cache-Control") ?? "")) return;
    const declaredLength = headers.get("Content-Length");
    if (declaredLength !== null && Number(declaredLength) < threshold) return;
    // From here the answer differs by Accept-Encoding, whether or not this client asked.
    varyOnAcceptEncoding(headers);
    if (!encoding || !response.body) return;

    if (declaredLength !== null) {
      // A declared length means a streamed file: gzip, the one CompressionStream format every supported Node has.
      if (weight("gzip") <= 0) return;
      const compressed = response.body.pipeThrough(new CompressionStream("gzip"));
      c.res = undefined;
      c.res = new Response(compressed, response);
      c.res.headers.delete("Content-Length");
      c.res.headers.set("Content-Encoding", "gzip");
      weakenETag(c.res.headers);
      return;
    }
    // A body built in memory (JSON, HTML, text): its size is known once read.
    const body = new Uint8Array(await response.arrayBuffer());
    if (body.byteLength < threshold) {
      c.res = undefined;
      c.res = new Response(body, { status, headers });
      return;
    }
    const compressed = await compressBody(body, encoding);
    headers.set("Content-Encoding", encoding);
    weakenETag(headers);
    // Unset first: Hono's setter would otherwise copy every header of the old answer onto this one.
    c.res = undefined;
    c.res = new Response(compressed, { status, headers });
  });
}

/** A strong ETag names exact bytes; the compressed bytes are another representation. */
function weakenETag(headers: Headers): void {
  const etag = headers.get("ETag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
}
