import { createHmac } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/net.mjs";
import { createApp } from "./app";
import { createAuth } from "./auth";
import { openDatabase, type DatabaseHandle } from "./db/client";
import { createDocumentThreads, type DocumentThreads } from "./document-threads";
import { loadEnv } from "./env";
import { createBackgroundWork } from "./http/background";
import { createLogger } from "./logger";
import { createEmailQueue, emailQueueSettings } from "./modules/emails/service";

// The whole app over a PostgreSQL address nobody answers on: nothing is mocked, every query fails to connect.

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let buildDir: string;
let documents: DocumentThreads;
const secret = "unreachable-secret-at-least-32-characters";
const origin = "http://localhost:3000";

/** A session cookie better-auth would have signed: the shop must ask the database about it. */
const signedCookie = () => {
  const token = "a-session-token-of-32-characters-x";
  const signature = createHmac("sha256", secret).update(token).digest("base64");
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
};

beforeAll(async () => {
  database = await openDatabase({ url: `postgres://shop@127.0.0.1:${await freePort()}/shop` });
  const env = loadEnv({ NODE_ENV: "test", PORT: "3000", BETTER_AUTH_SECRET: secret, DATABASE_URL: "postgres://unused", LOG_LEVEL: "silent" });
  const logger = createLogger("silent");
  // Never started: nothing is queued while nothing can be written.
  const emails = createEmailQueue({ database, mailer: { send: async () => {} }, logger, settings: emailQueueSettings(env) });
  documents = createDocumentThreads({ logger, drawLater: false });
  // A build with only its 404 page: the catalogue pages are rendered by the server, from the database.
  buildDir = mkdtempSync(path.join(tmpdir(), "shop-unreachable-"));
  mkdirSync(path.join(buildDir, "client", "404"), { recursive: true });
  writeFileSync(path.join(buildDir, "client", "404", "index.html"), "<!doctype html><title>Not found</title>");
  app = createApp({ env, db: database.db, auth: createAuth({ db: database.db, env, emails, logger }), emails, logger, background: createBackgroundWork(), documents, buildDir });
});

afterAll(async () => {
  await documents.stop();
  await database.close();
  rmSync(buildDir, { recursive: true, force: true });
});

const request = (url: string, { method = "GET", accept = "application/json", body, cookie }: { method?: string; accept?: string; body?: unknown; cookie?: string } = {}) =>
  app.request(url, {
    method,
    headers: { Origin: origin, Accept: accept, ...(cookie ? { Cookie: cookie } : {}), ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

describe("the shop while its database is unreachable", () => {
  it("answers API calls 503 with Retry-After and a message to try again, never 500", async () => {
    const calls = [
      request("/api/catalogue/products"),
      request("/api/cart", { cookie: signedCookie() }),
      request("/api/orders", { method: "POST", cookie: signedCookie(), body: { addressId: "x", idempotencyKey: "k", paymentMethod: "cod", participateLuckyDraw: false } }),
      request("/api/auth/sign-in/email", { method: "POST", body: { email: "asha@example.com", password: "mustard-oil-123" } }),
      request("/api/auth/get-session", { cookie: signedCookie() }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(await answer.json()).toMatchObject({ error: { message: "The shop is briefly unavailable. Please try again in a moment." } });
    }
  });

  it("says so on the health check, with Retry-After", async () => {
    const answer = await request("/api/health");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await answer.json()).toEqual({ status: "unavailable", database: "down" });
  });

  it("answers a page that needs the database with a short 'back in a moment' page, status 503", async () => {
    for (const page of ["/", "/shop", "/shop/kachi-ghani-mustard-oil"]) {
      const answer = await request(page, { accept: "text/html,application/xhtml+xml" });
      expect(answer.status).toBe(503);
      expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
      expect(answer.headers.get("Content-Type")).toContain("text/html");
      const html = await answer.text();
      expect(html).toContain("<h1>Back in a moment</h1>");
      expect(html).toContain("Try again");
    }
  });
});
