import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { cachedJson } from "./cached-json";
import { compressWhereItPays } from "./compression";

const catalogue = { products: Array.from({ length: 40 }, (_, i) => ({ id: String(i), name: `Kachi ghani mustard oil ${i}`, pricePaise: 37_500 + i })) };
const text = JSON.stringify(catalogue);

function app(value: unknown = catalogue, options?: { cacheControl?: string }) {
  const cached = cachedJson(value);
  // Behind the same compression middleware as the shop, which must leave these bytes alone.
  const hono = new Hono<AppEnv>().use(compressWhereItPays()).get("/catalogue", (c) => cached.respond(c, options));
  return { cached, get: (headers: Record<string, string> = {}) => hono.request("/catalogue", { headers }) };
}

describe("a JSON answer serialised once", () => {
  it("answers the JSON as JSON.stringify made it, with an ETag, revalidated on each use", async () => {
    const { cached, get } = app();
    const response = await get();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("ETag")).toBe(cached.etag);
    expect(response.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(text);
  });

  it("gives the same data the same ETag, and other data another", () => {
    expect(cachedJson(catalogue).etag).toBe(cachedJson(JSON.parse(text)).etag);
    expect(cachedJson({ ...catalogue, products: catalogue.products.slice(1) }).etag).not.toBe(cachedJson(catalogue).etag);
  });

  it("answers 304 without a body when If-None-Match names this version, strong, weak, in a list or *", async () => {
    const { cached, get } = app();
    for (const ifNoneMatch of [cached.etag, `W/${cached.etag}`, `"other", ${cached.etag}`, "*"]) {
      const response = await get({ "If-None-Match": ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(await response.text()).toBe("");
      expect(response.headers.get("ETag")).toBe(cached.etag);
    }
    expect((await get({ "If-None-Match": '"an-older-version"' })).status).toBe(200);
  });

  it("answers brotli or gzip, compressed once, with their own ETags that also revalidate", async () => {
    const { cached, get } = app();
    const brotli = await get({ "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("ETag")).toBe(`${cached.etag.slice(0, -1)}-br"`);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(text);
    const gzip = await get({ "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(text);
    // Already encoded, so the middleware left it (and its strong tag) alone; a tag sent back weak still matches.
    const again = await get({ "Accept-Encoding": "gzip", "If-None-Match": `W/${gzip.headers.get("ETag")}` });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(gzip.headers.get("ETag"));
  });

  it("sends a small answer as it is, and takes the Cache-Control it is given", async () => {
    const { get } = app({ ok: true }, { cacheControl: "public, max-age=60" });
    const response = await get({ "Accept-Encoding": "gzip, br" });
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(await response.json()).toEqual({ ok: true });
  });
});
