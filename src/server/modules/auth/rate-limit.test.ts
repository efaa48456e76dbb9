import { describe, expect, it, vi } from "vitest";
import { createApp } from "~/server/app";
import { createAuth } from "~/server/auth";
import { createLogger } from "~/server/logger";
import { errorOf } from "~/server/test/answers";
import { OFF_REQUEST_PATH, setUpTestApp } from "~/server/test/set-up";
import { consume } from "~/server/http/rate-limit";
import { authEndpoints } from "./endpoints";
import { createBackgroundWork } from "~/server/http/background";

const signInLimit = authEndpoints["POST /sign-in/email"]!;
const resetLimit = authEndpoints["POST /request-password-reset"]!;
const signUpLimit = authEndpoints["POST /sign-up/email"]!;

describe("rate limits on sign-in, sign-up and reset requests", () => {
  const shop = setUpTestApp();

  /** A request as if from a client at `address` (app.request has no socket of its own). */
  function fromAddress(address: string, path: string, body: unknown, app = shop.app) {
    return app.request(
      path,
      { method: "POST", headers: { Origin: shop.origin, "Content-Type": "application/json" }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: address } } },
    );
  }

  it("stops one client guessing at one account after the limit, even with the right password, with a clear 429", async () => {
    const customer = await shop.signUp();
    const guesser = "203.0.113.21";
    for (let attempt = 1; attempt <= signInLimit.byAddressAndEmail!.max; attempt += 1) {
      const response = await fromAddress(guesser, "/api/auth/sign-in/email", { email: customer.email, password: `guess-number-${attempt}` });
      expect(response.status).toBe(401);
    }
    const limited = await fromAddress(guesser, "/api/auth/sign-in/email", { email: customer.email.toUpperCase(), password: customer.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await errorOf(limited)).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(limited.headers.getSetCookie()).toEqual([]);

    // The same client signing in to another account is not affected.
    const other = await shop.signUp();
    expect((await fromAddress(guesser, "/api/auth/sign-in/email", { email: other.email, password: other.password })).status).toBe(200);
    // Nor is the owner, signing in from their own address: a stranger's guesses do not lock them out.
    expect((await fromAddress("198.51.100.21", "/api/auth/sign-in/email", { email: customer.email, password: customer.password })).status).toBe(200);
  });

  it("still refuses an account guessed at from many addresses, past a looser ceiling per e-mail", async () => {
    const customer = await shop.signUp();
    const ceiling = signInLimit.byEmail!.max;
    expect(ceiling).toBeGreaterThan(signInLimit.byAddressAndEmail!.max);
    for (let attempt = 1; attempt <= ceiling; attempt += 1) {
      // A new address every few guesses, each under the per-address-and-e-mail limit.
      const response = await fromAddress(`192.0.2.${Math.ceil(attempt / 5)}`, "/api/auth/sign-in/email", { email: customer.email, password: `guess-number-${attempt}` });
      expect(response.status).toBe(401);
    }
    const limited = await fromAddress("198.51.100.99", "/api/auth/sign-in/email", { email: customer.email, password: customer.password });
    expect(limited.status).toBe(429);
    expect((await errorOf(limited)).message).toMatch(/^Too many attempts\./);
    // Each wrong guess checks a password hash: 50 of them on a busy host take their time.
  }, 120_000);

  it("stops reset e-mails flooding one inbox, and answers the same for an unknown address", async () => {
    const customer = await shop.signUp();
    const mailsBefore = shop.sentMail.length;
    for (const email of [customer.email, `nobody-${Date.now()}@example.com`]) {
      for (let attempt = 1; attempt <= resetLimit.byEmail!.max; attempt += 1) {
        expect((await shop.request("POST", "/api/auth/request-password-reset", { body: { email } })).status).toBe(200);
      }
      expect((await shop.request("POST", "/api/auth/request-password-reset", { body: { email } })).status).toBe(429);
    }
    // The e-mails are written off the request path.
    await vi.waitFor(() => expect(shop.sentMail.length).toBe(mailsBefore + resetLimit.byEmail!.max), OFF_REQUEST_PATH);
    // Settled, and still no more than the limit let through.
    await shop.mailSettled();
    expect(shop.sentMail.length).toBe(mailsBefore + resetLimit.byEmail!.max);
  });

  it("limits sign-ups per client address, and other addresses go on", async () => {
    for (let attempt = 1; attempt <= signUpLimit.byAddress!.max; attempt += 1) {
      const response = await fromAddress("203.0.113.7", "/api/auth/sign-up/email", {
        name: "Bulk Signup",
        email: `bulk-${attempt}-${Date.now()}@example.com`,
        password: "long-enough-1",
      });
      expect(response.status).toBe(200);
    }
    const limited = await fromAddress("203.0.113.7", "/api/auth/sign-up/email", { name: "Bulk Signup", email: `bulk-last-${Date.now()}@example.com`, password: "long-enough-1" });
    expect(limited.status).toBe(429);
    const elsewhere = await fromAddress("198.51.100.4", "/api/auth/sign-up/email", { name: "Real Person", email: `real-${Date.now()}@example.com`, password: "long-enough-1" });
    expect(elsewhere.status).toBe(200);
  });

  it("keeps its counts in the database: a second server process sees the same limit", async () => {
    const logger = createLogger("silent");
    const auth = createAuth({ db: shop.db, env: shop.env, emails: shop.emails, logger });
    const secondProcess = createApp({ env: shop.env, db: shop.db, auth, emails: shop.emails, logger, background: createBackgroundWork(), documents: shop.documents });
    const address = "192.0.2.155";
    const limit = signInLimit.byAddress!.max;
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const app = attempt % 2 === 0 ? secondProcess : shop.app;
      expect((await fromAddress(address, "/api/auth/sign-in/email", { email: `guess-${attempt}@example.com`, password: "x-password" }, app)).status).toBe(401);
    }
    expect((await fromAddress(address, "/api/auth/sign-in/email", { email: "one-more@example.com", password: "x-password" }, secondProcess)).status).toBe(429);
    expect((await fromAddress(address, "/api/auth/sign-in/email", { email: "one-more@example.com", password: "x-password" }, shop.app)).status).toBe(429);
  });

  it("lets exactly the limit through when requests arrive at the same moment, a key's first ones included", async () => {
    const limit = { max: 10, windowSeconds: 60 };
    // Many fresh keys: on PostgreSQL the first requests for a key race to insert its row, which one key met only rarely.
    for (let round = 0; round < 25; round += 1) {
      const key = `concurrency-${Date.now()}-${round}`;
      const verdicts = await Promise.all(Array.from({ length: 40 }, () => consume(shop.db, key, limit)));
      expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(limit.max);
    }
  });

  it("starts a fresh window once the old one has passed", async () => {
    const limit = { max: 2, windowSeconds: 60 };
    const key = `window-${Date.now()}`;
    const start = Date.now();
    expect((await consume(shop.db, key, limit, start)).allowed).toBe(true);
    expect((await consume(shop.db, key, limit, start + 1_000)).allowed).toBe(true);
    const refused = await consume(shop.db, key, limit, start + 2_000);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect((await consume(shop.db, key, limit, start + 60_000)).allowed).toBe(true);
  });
});

describe("rate limits behind a reverse proxy (TRUST_PROXY)", () => {
  const shop = setUpTestApp({ env: { TRUST_PROXY: "true" } });

  /** Through the proxy: the socket is the proxy's; the proxy appends the real client last. */
  function viaProxy(forwardedFor: string) {
    return shop.app.request(
      "/api/auth/sign-up/email",
      {
        method: "POST",
        headers: { Origin: shop.origin, "Content-Type": "application/json", "X-Forwarded-For": forwardedFor },
        body: JSON.stringify({ name: "Bulk Signup", email: `proxied-${crypto.randomUUID()}@example.com`, password: "long-enough-1" }),
      },
      { incoming: { socket: { remoteAddress: "127.0.0.1" } } },
    );
  }

  it("counts per forwarded client, and an address the client forges in front of it changes nothing", async () => {
    for (let attempt = 1; attempt <= signUpLimit.byAddress!.max; attempt += 1) {
      expect((await viaProxy(`10.9.9.${attempt}, 203.0.113.80`)).status).toBe(200);
    }
    expect((await viaProxy("10.9.9.200, 203.0.113.80")).status).toBe(429);
    // Another shopper behind the same proxy is not affected.
    expect((await viaProxy("203.0.113.81")).status).toBe(200);
  });
});
