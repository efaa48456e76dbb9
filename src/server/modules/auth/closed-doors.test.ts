import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifications } from "~/server/db/schema/auth";
import { errorOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import { authEndpoints } from "./endpoints";
import { JSON_ONLY_MESSAGE, RESET_REQUESTED_ANSWER } from "./routes";

describe("better-auth behind the shop's own rules", () => {
  const shop = setUpTestApp();

  /** The client address of the requests below (app.request has no socket of its own). */
  const fromOneClient = { incoming: { socket: { remoteAddress: "203.0.113.45" } } };

  /** A POST as a script would send it: same origin, but a form-encoded body. */
  function formPost(path: string, fields: Record<string, string>, cookie?: string) {
    const headers: Record<string, string> = { Origin: shop.origin, "Content-Type": "application/x-www-form-urlencoded" };
    if (cookie) headers.Cookie = cookie;
    return shop.app.request(path, { method: "POST", headers, body: new URLSearchParams(fields).toString() }, fromOneClient);
  }

  /** A JSON sign-in, as the shop's page sends it, from the same client. */
  const signIn = (body: { email: string; password: string }) =>
    shop.app.request("/api/auth/sign-in/email", { method: "POST", headers: { Origin: shop.origin, "Content-Type": "application/json" }, body: JSON.stringify(body) }, fromOneClient);

  it("refuses a form-encoded sign-in with 415, so the sign-in limits cannot be walked around", async () => {
    const customer = await shop.signUp();
    const limit = authEndpoints["POST /sign-in/email"]!.byAddressAndEmail!;
    for (let attempt = 1; attempt <= limit.max; attempt += 1) {
      await signIn({ email: customer.email, password: `wrong-guess-${attempt}` });
    }
    expect((await signIn({ email: customer.email, password: customer.password })).status).toBe(429);

    const asForm = await formPost("/api/auth/sign-in/email", { email: customer.email, password: customer.password });
    expect(asForm.status).toBe(415);
    expect((await errorOf(asForm)).message).toBe(JSON_ONLY_MESSAGE);
    expect(asForm.headers.getSetCookie()).toEqual([]);
  });

  it("refuses form-encoded sign-up, reset request and new password, and writes nothing", async () => {
    const email = `form-${Date.now()}@example.com`;
    const answers = [
      await formPost("/api/auth/sign-up/email", { name: "Form Person", email, password: "long-enough-1" }),
      await formPost("/api/auth/request-password-reset", { email }),
      await formPost("/api/auth/reset-password", { token: "abc", newPassword: "long-enough-1" }),
      await shop.app.request("/api/auth/sign-in/email", { method: "POST", headers: { Origin: shop.origin }, body: "email=a" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([415, 415, 415, 415]);
    const signIn = await shop.request("POST", "/api/auth/sign-in/email", { body: { email, password: "long-enough-1" } });
    expect(signIn.status).toBe(401);
  });

  it("answers 404 for every better-auth endpoint the shop does not use, signed in or not", async () => {
    const customer = await shop.signUp();
    const other = await shop.signUp();
    const otherToken = decodeURIComponent(/=([^.;]+)/.exec(other.cookie)![1]!);
    const closed = [
      ["POST", "/api/auth/update-user", { name: "x".repeat(5_000) }],
      ["POST", "/api/auth/update-user", { name: null }],
      ["POST", "/api/auth/change-password", { currentPassword: customer.password, newPassword: "another-pass-1" }],
      ["POST", "/api/auth/verify-password", { password: "guess-1" }],
      ["POST", "/api/auth/revoke-session", { token: otherToken }],
      ["POST", "/api/auth/revoke-sessions", {}],
      ["POST", "/api/auth/revoke-other-sessions", {}],
      ["GET", "/api/auth/list-sessions", undefined],
      ["POST", "/api/auth/change-email", { newEmail: "new@example.com" }],
      ["POST", "/api/auth/delete-user", {}],
      ["GET", "/api/auth/reset-password/some-token", undefined],
      ["GET", "/api/auth/ok", undefined],
    ] as const;
    for (const [method, path, body] of closed) {
      const response = await shop.request(method, path, { cookie: customer.cookie, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    // Nothing they asked for happened: both still signed in, the name unchanged, the password the same.
    const session = await shop.request("GET", "/api/auth/get-session", { cookie: customer.cookie });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe(customer.name);
    expect((await shop.api(other).cart.$get()).status).toBe(200);
    expect((await shop.request("POST", "/api/auth/sign-in/email", { body: { email: customer.email, password: customer.password } })).status).toBe(200);
  });

  it("refuses a NUL character in a reset token or an e-mail with 400, signed out", async () => {
    const token = await shop.request("POST", "/api/auth/reset-password", { body: { token: "abc\u0000def", newPassword: "long-enough-1" } });
    expect(token.status).toBe(400);
    const signIn = await shop.request("POST", "/api/auth/sign-in/email", { body: { email: "a\u0000@example.com", password: "whatever-1" } });
    expect(signIn.status).toBe(400);
    const broken = await shop.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: shop.origin, "Content-Type": "application/json" },
      body: '{"email": "a@example.com", "password": ',
    });
    expect(broken.status).toBe(400);
    // Thousands of levels deep, still under the body limit: refused, never a stack overflow.
    const deep = await shop.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: shop.origin, "Content-Type": "application/json" },
      body: `{"email":"a@example.com","password":"whatever-1","x":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
    });
    expect(deep.status).toBe(400);
  });

  it("keeps the session answer out of every cache", async () => {
    const customer = await shop.signUp();
    const session = await shop.request("GET", "/api/auth/get-session", { cookie: customer.cookie });
    expect(session.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers a reset request before better-auth looks the address up, so its timing tells nobody who is a customer", async () => {
    const customer = await shop.signUp();
    const tokensOf = () => shop.db.select().from(verifications).where(eq(verifications.value, customer.id));
    const handler = shop.auth.handler;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // better-auth is held back: an answer that waited for it would never come.
    shop.auth.handler = async (request) => {
      await held;
      return handler(request);
    };
    try {
      const answer = await shop.request("POST", "/api/auth/request-password-reset", { body: { email: customer.email } });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual(RESET_REQUESTED_ANSWER);
      expect(await tokensOf()).toEqual([]);
    } finally {
      shop.auth.handler = handler;
      release();
    }
    await shop.backgroundSettled();
    expect(await tokensOf()).toHaveLength(1);
  });
});
