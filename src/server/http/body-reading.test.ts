import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems } from "../db/schema/cart";
import { setUpTestApp } from "../test/set-up";
import { authUserOf } from "../test/auth-answers";
import { sessionCookie } from "../test/users";
import { API_BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE } from "./request-guards";

// Over a real socket, as in production: only there is a JSON body read straight from Node's request.

type Answer = { status: number; body: string };
type Sent = { method?: string; headers?: Record<string, string>; chunks: string[]; contentLength?: number };

describe("request bodies read from Node's request", () => {
  const shop = setUpTestApp();
  let server: ServerType;
  let port: number;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    server = serve({ fetch: shop.app.fetch, hostname: "127.0.0.1", port: 0 });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
    // Signed up over the socket: better-auth reads the body through its own web Request.
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { Origin: shop.origin, "Content-Type": "application/json" },
      body: JSON.stringify({ email: "body-reader@example.com", name: "Kavya Rao", password: "mustard-oil-123" }),
    });
    expect(signUp.status).toBe(200);
    cookie = sessionCookie(signUp);
    userId = (await authUserOf(signUp)).id;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A request written chunk by chunk, with a stated `contentLength` (maybe a lie) or chunked; stops at the answer. */
  function send(path: string, { method = "POST", headers = {}, chunks, contentLength }: Sent): Promise<Answer> {
    return new Promise((resolve, reject) => {
      let answered = false;
      const request = http.request(
        // A connection of its own: one left with half a body must not carry the next request.
        { host: "127.0.0.1", port, path, method, agent: false, headers: { Origin: shop.origin, Cookie: cookie, ...(contentLength === undefined ? {} : { "Content-Length": String(contentLength) }), ...headers } },
        (response) => {
          answered = true;
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      // The server may close the socket on a body it refused while this side is still writing.
      request.on("error", (error) => (answered ? undefined : reject(error)));
      void (async () => {
        for (const chunk of chunks) {
          if (answered) break;
          await new Promise<void>((done) => request.write(chunk, () => done()));
        }
        if (contentLength === undefined || !answered) request.end();
      })();
    });
  }

  const json = { "Content-Type": "application/json" };
  const cartLines = async () => (await shop.db.select({ n: count() }).from(cartItems).where(eq(cartItems.userId, userId)))[0]!.n;

  it("adds to the cart and changes a quantity with a body that says its length, and with a chunked one", async () => {
    const body = JSON.stringify({ productId: "1" });
    const added = await send("/api/cart/items", { headers: json, chunks: [body], contentLength: Buffer.byteLength(body) });
    expect(added.status).toBe(200);
    const { line } = JSON.parse(added.body) as { line: { id: string; quantity: number } };
    expect(line.quantity).toBe(1);

    const again = await send("/api/cart/items", { headers: json, chunks: ['{"product', 'Id":"1"}'] });
    expect(again.status).toBe(200);
    expect((JSON.parse(again.body) as { line: { quantity: number } }).line.quantity).toBe(2);

    const quantity = JSON.stringify({ quantity: 5 });
    const changed = await send(`/api/cart/items/${line.id}`, { method: "PATCH", headers: json, chunks: [quantity], contentLength: quantity.length });
    expect(changed.status).toBe(200);
    expect((JSON.parse(changed.body) as { line: { quantity: number } }).line.quantity).toBe(5);
    expect(await cartLines()).toBe(1);
    expect((await shop.request("DELETE", "/api/cart/items", { cookie })).status).toBe(204);
  });

  it("refuses a body over the limit with 413, before reading it when it says its length, and changes nothing", async () => {
    const padding = "x".repeat(8 * 1024);
    // A valid add to cart, if it were ever read.
    const chunks = ['{"productId":"1","note":"', ...Array.from({ length: 8 }, () => padding), '"}'];
    const length = chunks.join("").length;
    expect(length).toBeGreaterThan(API_BODY_LIMIT_BYTES);

    // Only the first piece is sent: the answer comes from the header alone.
    const declared = await send("/api/cart/items", { headers: json, chunks: chunks.slice(0, 1), contentLength: length });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ error: { message: BODY_TOO_LARGE_MESSAGE } });

    const chunked = await send("/api/cart/items", { headers: json, chunks });
    expect(chunked.status, chunked.body).toBe(413);
    expect(JSON.parse(chunked.body)).toMatchObject({ error: { message: BODY_TOO_LARGE_MESSAGE } });

    const signIn = await send("/api/auth/sign-in/email", { headers: json, chunks });
    expect(signIn.status).toBe(413);
    expect(await cartLines()).toBe(0);
  });

  it("answers a malformed body, a body that is not JSON and one the schema refuses as app.request does", async () => {
    const cases: { headers: Record<string, string>; body: string }[] = [
      { headers: json, body: '{"productId":' },
      { headers: json, body: "" },
      { headers: { "Content-Type": "text/plain" }, body: '{"productId":"1"}' },
      { headers: {}, body: '{"productId":"1"}' },
      { headers: json, body: '{"productId":""}' },
      { headers: json, body: '{"productId":"1\\u0000"}' },
    ];
    for (const { headers, body } of cases) {
      const overNode = await send("/api/cart/items", { headers, chunks: [body], contentLength: Buffer.byteLength(body) });
      const inProcess = await shop.app.request("/api/cart/items", { method: "POST", headers: { Origin: shop.origin, Cookie: cookie, ...headers }, body });
      expect(overNode.status, body).toBe(400);
      expect({ status: overNode.status, body: JSON.parse(overNode.body) as unknown }, body).toEqual({ status: inProcess.status, body: await inProcess.json() });
    }
    expect(await cartLines()).toBe(0);
  });

  it("hands a chunked body within the limit to better-auth", async () => {
    const body = JSON.stringify({ email: "body-reader@example.com", password: "mustard-oil-123" });
    const signIn = await send("/api/auth/sign-in/email", { headers: json, chunks: [body.slice(0, 10), body.slice(10)] });
    expect(signIn.status).toBe(200);
  });
});
