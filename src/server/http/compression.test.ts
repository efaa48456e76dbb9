import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { chooseEncoding, COMPRESSION_THRESHOLD_BYTES, compressWhereItPays } from "./compression";

const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Cold-pressed mustard oil ${i}` })) };
const largeText = JSON.stringify(large);

function app() {
  return new Hono<AppEnv>()
    .use(compressWhereItPays())
    .get("/large", (c) => c.json(large))
    .get("/small", (c) => c.json({ ok: true }))
    .get("/no-transform", (c) => c.json(large, 200, { "Cache-Control": "no-transform" }))
    .get("/tagged", (c) => c.json(large, 200, { ETag: '"v1"' }))
    .get("/image", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }))
    .get("/file", (c) => {
      const bytes = new TextEncoder().encode(largeText);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      });
      return c.body(stream, 200, { "Content-Type": "application/javascript", "Content-Length": String(bytes.byteLength) });
    });
}

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => app().request(path, { method, headers });

describe("choosing an encoding from Accept-Encoding", () => {
  it("prefers brotli, then gzip, and none when the client asks for neither", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, deflate")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("br;q=0, *")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(chooseEncoding("identity")).toBeNull();
    expect(chooseEncoding("")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe("compression where it pays", () => {
  it("leaves a large answer as built for a client that does not ask, saying that it varies", async () => {
    const response = await get("/large");
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(largeText);
  });

  it("compresses a large answer with brotli or gzip when the client asks", async () => {
    const brotli = await get("/large", { "Accept-Encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("Content-Encoding")).toBe("br");
    expect(brotli.headers.get("Vary")).toBe("Accept-Encoding");
    expect(brotli.headers.get("Content-Type")).toMatch(/^application\/json/);
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBytes.byteLength).toBeLessThan(largeText.length / 3);
    expect(brotliDecompressSync(brotliBytes).toString()).toBe(largeText);

    const gzip = await get("/large", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(largeText);
  });

  it("never compresses a small answer, an image, a HEAD, or one marked no-transform", async () => {
    const asks = { "Accept-Encoding": "gzip, br" };
    const small = await get("/small", asks);
    expect(JSON.stringify({ ok: true }).length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    expect((await get("/image", asks)).headers.get("Content-Encoding")).toBeNull();
    expect((await get("/large", asks, "HEAD")).headers.get("Content-Encoding")).toBeNull();
    const noTransform = await get("/no-transform", asks);
    expect(noTransform.headers.get("Content-Encoding")).toBeNull();
    expect(await noTransform.text()).toBe(largeText);
  });

  it("weakens a strong ETag on the compressed form, which is other bytes", async () => {
    const response = await get("/tagged", { "Accept-Encoding": "gzip" });
    expect(response.headers.get("ETag")).toBe('W/"v1"');
    expect((await get("/tagged")).headers.get("ETag")).toBe('"v1"');
  });

  it("compresses a streamed file as a stream, without its old length", async () => {
    const response = await get("/file", { "Accept-Encoding": "gzip, br" });
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Content-Length")).toBeNull();
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(largeText);
  });

  it("sends a streamed file as it is to a client that takes brotli but refuses gzip", async () => {
    const response = await get("/file", { "Accept-Encoding": "br, gzip;q=0" });
    expect(response.headers.get("Content-Encoding")).toBeNull();
    expect(response.headers.get("Vary")).toBe("Accept-Encoding");
    expect(await response.text()).toBe(largeText);
  });
});
