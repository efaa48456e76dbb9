import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "~/server/db/schema/auth";
import { setUpTestApp } from "~/server/test/set-up";
import { sessionCookie } from "~/server/test/users";

describe("the session read on every API request", () => {
  const shop = setUpTestApp();

  it("refuses a cookie whose signature does not match its token", async () => {
    const customer = await shop.signUp();
    const other = await shop.signUp();
    const [name, value] = customer.cookie.split("=") as [string, string];
    const [token] = decodeURIComponent(value).split(".");
    const otherSignature = decodeURIComponent(other.cookie.split("=")[1]!).split(".")[1]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${otherSignature}`)}`;
    expect((await shop.request("GET", "/api/cart", { cookie: forged })).status).toBe(401);
    expect((await shop.request("GET", "/api/cart", { cookie: `${name}=${token}` })).status).toBe(401);
    expect((await shop.request("GET", "/api/cart", { cookie: customer.cookie })).status).toBe(200);
  });

  it("refuses an expired session", async () => {
    const customer = await shop.signUp();
    await shop.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, customer.id));
    expect((await shop.request("GET", "/api/cart", { cookie: customer.cookie })).status).toBe(401);
  });

  it("stops at once for a deleted account (no copy of the user is cached)", async () => {
    const customer = await shop.signUp();
    expect((await shop.request("GET", "/api/cart", { cookie: customer.cookie })).status).toBe(200);
    await shop.db.delete(users).where(eq(users.id, customer.id));
    expect((await shop.request("GET", "/api/cart", { cookie: customer.cookie })).status).toBe(401);
  });
});

describe("over https", () => {
  const shop = setUpTestApp({ env: { PUBLIC_URL: "https://shop.example.in" } });

  it("sets a Secure, HttpOnly, SameSite=Lax cookie and reads it back", async () => {
    const response = await shop.request("POST", "/api/auth/sign-up/email", {
      body: { name: "Secure Shopper", email: `secure-${Date.now()}@example.com`, password: "long-enough-1" },
    });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().find((line) => line.includes("session_token"))!;
    expect(setCookie).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect((await shop.request("GET", "/api/cart", { cookie: sessionCookie(response) })).status).toBe(200);
  });
});
