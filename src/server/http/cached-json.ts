import { createHash } from "node:crypto";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { chooseEncoding, COMPRESSION_THRESHOLD_BYTES, compressBodySync, type Encoding } from "./compression";
import { requestHeader } from "./node-response";

const CONTENT_TYPE = "application/json";

/** A rarely changing JSON answer serialised once, with a strong ETag and lazily compressed forms; make a new one when the data changes. */
export class CachedJson<T> {
  /** The ETag of the uncompressed bytes; a compressed form's ETag adds `-br` or `-gzip`. */
  readonly etag: string;
  readonly body: Uint8Array<ArrayBuffer>;
  readonly #encoded = new Map<Encoding, Uint8Array<ArrayBuffer> | null>();
  readonly #tags: Set<string>;

  constructor(value: T) {
    this.body = Buffer.from(JSON.stringify(value));
    const hash = createHash("sha256").update(this.body).digest("base64url").slice(0, 27);
    this.etag = `"${hash}"`;
    this.#tags = new Set([this.etag, `"${hash}-br"`, `"${hash}-gzip"`]);
  }

  /** 304 when If-None-Match names this version, else 200 in the client's preferred encoding. */
  respond(c: Context, { cacheControl = "no-cache" }: { cacheControl?: string } = {}): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
    const encoding = this.body.byteLength >= COMPRESSION_THRESHOLD_BYTES ? chooseEncoding(requestHeader(c, "accept-encoding")) : null;
    const encoded = encoding ? this.#encodedAs(encoding) : null;
    const etag = encoded ? `${this.etag.slice(0, -1)}-${encoding}"` : this.etag;
    const headers: Record<string, string> = { ETag: etag, "Cache-Control": cacheControl, Vary: "Accept-Encoding" };
    if (this.#matches(requestHeader(c, "if-none-match"))) {
      // A 304 carries the validators a 200 would (RFC 9110 §15.4.5), no body and no Content-Type.
      return c.body(null, 304, headers) as unknown as Response & TypedResponse<JSONParsed<T>, 200, "json">;
    }
    const bytes = encoded ?? this.body;
    headers["Content-Type"] = CONTENT_TYPE;
    // Declared, so the compression middleware leaves a small answer alone without reading it.
    headers["Content-Length"] = String(bytes.byteLength);
    if (encoded) headers["Content-Encoding"] = encoding!;
    return c.body(bytes, 200, headers) as unknown as Response & TypedResponse<JSONParsed<T>, 200, "json">;
  }

  /** The compressed bytes, made on first ask; null when compressing would not make them smaller. */
  #encodedAs(encoding: Encoding): Uint8Array<ArrayBuffer> | null {
    let encoded = this.#encoded.get(encoding);
    if (encoded === undefined) {
      const compressed = compressBodySync(this.body, encoding);
      encoded = compressed.byteLength < this.body.byteLength ? compressed : null;
      this.#encoded.set(encoding, encoded);
    }
    return encoded;
  }

  /** If-None-Match compared weakly, as RFC 9110 asks for GET: `*`, or any listed tag of this version. */
  #matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === "*") return true;
    return ifNoneMatch.split(",").some((tag) => this.#tags.has(tag.trim().replace(/^W\//, "")));
  }
}

export function cachedJson<T>(value: T): CachedJson<T> {
  return new CachedJson(value);
}
