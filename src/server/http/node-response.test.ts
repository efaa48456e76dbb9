import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { compressWhereItPays } from "./compression";
import { notCachedUnlessSaid } from "./request-guards";
import { requestId } from "./request-id";
import { contentSecurityPolicy, securityHeaders } from "./security";

// Over a real socket, where default headers go onto Node's response: the answer's own must still win.

const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Organic moong dal ${i}` })) };
const PAGE_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'";

const app = new Hono<AppEnv>()
  .use(requestId)
  .use(securityHeaders({ https: true }))
  .use(compressWhereItPays())
  .use("/api/*", notCachedUnlessSaid)
  .get("/api/plain", (c) => c.json({ ok: true }))
  .get("/api/large", (c) => c.json(large))
  .get("/api/public", (c) => c.json(large, 200, { "Cache-Control": "public, max-age=60", Vary: "Cookie" }))
  // better-auth answers with a Response of its own, built without the context.
  .get("/api/raw", () => new Response('{"raw":true}', { headers: { "Content-Type": "application/json" } }))
  .get("/page", (c) => {
    c.header("Content-Security-Policy", PAGE_POLICY);
    return c.html("<p>Sarson</p>");
  });

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

let server: ServerType;
let port: number;
beforeAll(async () => {
  server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

function expectSecurityHeaders(headers: http.IncomingHttpHeaders) {
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  expect(headers["x-request-id"]).toMatch(/^[\w-]+$/);
}

describe("headers written onto Node's response", () => {
  it("gives every answer the security headers, the default CSP, a request id and no-store", async () => {
    for (const path of ["/api/plain", "/api/large", "/api/raw"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expectSecurityHeaders(answer.headers);
      expect(answer.headers["content-security-policy"]).toBe(contentSecurityPolicy());
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect((await get("/api/raw")).body.toString()).toBe('{"raw":true}');
  });

  it("lets an answer's own CSP, Cache-Control and Vary replace the defaults", async () => {
    const page = await get("/page");
    expect(page.headers["content-security-policy"]).toBe(PAGE_POLICY);
    expectSecurityHeaders(page.headers);
    const cached = await get("/api/public");
    expect(cached.headers["cache-control"]).toBe("public, max-age=60");
    expect(cached.headers.vary).toBe("Cookie");
    // Compressed for a client that asks: then the answer says it varies on both.
    const compressed = await get("/api/public", { "Accept-Encoding": "gzip" });
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers.vary).toBe("Cookie, Accept-Encoding");
  });

  it("keeps a sane request id from the proxy and replaces any other", async () => {
    expect((await get("/api/plain", { "X-Request-Id": "edge-1234_ab=" })).headers["x-request-id"]).toBe("edge-1234_ab=");
    expect((await get("/api/plain", { "X-Request-Id": "not valid!" })).headers["x-request-id"]).not.toBe("not valid!");
  });

  it("compresses only for a client that asks, saying on every answer that it varies", async () => {
    const plain = await get("/api/large");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(plain.body.toString())).toEqual(large);
    const gzip = await get("/api/large", { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toBe("Accept-Encoding");
    expectSecurityHeaders(gzip.headers);
    expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(large);
    const small = await get("/api/plain", { "Accept-Encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ ok: true });
  });
});
