import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressBuild } from "../../../scripts/build/precompress";
import type { AppEnv } from "../context";
import { clientApp } from "./client-app";
import { compressWhereItPays } from "./compression";
import type { ServerRenderer } from "./server-render";

// The build's precompressed copies are sent as they are: `.br`, `.gz`, or the file itself.

const buildDir = mkdtempSync(path.join(tmpdir(), "shop-precompressed-"));
const assets = path.join(buildDir, "client", "assets");
const script = `export const catalogue = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, name: `Cold-pressed mustard oil ${i}` })))};\n`;
const tiny = "export const a = 1;\n";

// Assets never reach the page renderer or the shopper's session: neither is called here.
const unused = () => {
  throw new Error("not a page");
};

function app() {
  return new Hono<AppEnv>()
    .use(compressWhereItPays())
    .route("/", clientApp({ buildDir, renderer: { shopperPage: unused, data: unused, cataloguePage: unused, privatePage: unused } as unknown as ServerRenderer, shopperOf: unused }));
}

let server: ServerType;
let port: number;

beforeAll(async () => {
  mkdirSync(assets, { recursive: true });
  writeFileSync(path.join(assets, "catalogue-abc123.js"), script);
  writeFileSync(path.join(assets, "tiny-abc123.js"), tiny);
  writeFileSync(path.join(assets, "photo-abc123.webp"), Buffer.alloc(4096, 7));
  precompressBuild(path.join(buildDir, "client"));
  server = serve({ fetch: app().fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(buildDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET as a browser sends it, the answer's bytes as they came over the wire (nothing decoded). */
function get(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: pathname, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("the build's compressed copies", () => {
  it("are written beside each text file worth compressing, and hold the same bytes", () => {
    const file = path.join(assets, "catalogue-abc123.js");
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    // Under the threshold, or already compressed (an image): no copy.
    for (const copy of ["tiny-abc123.js.br", "tiny-abc123.js.gz", "photo-abc123.webp.br", "photo-abc123.webp.gz"]) {
      expect(existsSync(path.join(assets, copy)), copy).toBe(false);
    }
  });

  it("go to a browser that asks for brotli or gzip as they are, with a year's caching and Vary", async () => {
    for (const [accept, encoding, decode] of [
      ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
      ["gzip, deflate", "gzip", gunzipSync],
    ] as const) {
      const answer = await get("/assets/catalogue-abc123.js", { "Accept-Encoding": accept });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-encoding"]).toBe(encoding);
      expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers.vary).toBe("Accept-Encoding");
      // The build's copy itself, not compressed again on the way out.
      expect(answer.body.equals(readFileSync(path.join(assets, `catalogue-abc123.js.${encoding === "br" ? "br" : "gz"}`)))).toBe(true);
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
      expect(decode(answer.body).toString()).toBe(script);
    }
  });

  it("leave a browser that asks for neither with the file as built, and a small file as it is", async () => {
    const plain = await get("/assets/catalogue-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.toString()).toBe(script);

    // Refused by weight: never the brotli copy to a client that says br;q=0.
    const refused = await get("/assets/catalogue-abc123.js", { "Accept-Encoding": "br;q=0, gzip" });
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(refused.body).toString()).toBe(script);

    const small = await get("/assets/tiny-abc123.js", { "Accept-Encoding": "gzip, br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe(tiny);
  });

  it("answer a missing asset with a plain 404 whatever the client accepts", async () => {
    const missing = await get("/assets/gone-abc123.js", { "Accept-Encoding": "br" });
    expect(missing.status).toBe(404);
    expect(missing.headers["content-encoding"]).toBeUndefined();
  });
});
