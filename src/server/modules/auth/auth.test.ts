import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { accounts, sessions, users, verifications } from "~/server/db/schema/auth";
import { profiles } from "~/server/db/schema/customers";
import { authErrorOf, authUserOf } from "~/server/test/auth-answers";
import { OFF_REQUEST_PATH, setUpTestApp } from "~/server/test/set-up";
import { sessionCookie, type TestUser } from "~/server/test/users";
import { brand } from "~/shared/brand";

function resetTokenFrom(text: string): string {
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return match[1]!;
}

describe("accounts", () => {
  const shop = setUpTestApp();
  const cartStatus = async (user: Pick<TestUser, "cookie">) => (await shop.api(user).cart.$get()).status;

  /** Asks for a reset link and waits for its e-mail, which is written off the request path. */
  async function resetMailTo(email: string) {
    const before = shop.sentMail.length;
    const response = await shop.request("POST", "/api/auth/request-password-reset", { body: { email } });
    expect(response.status).toBe(200);
    return vi.waitFor(() => {
      const mail = shop.sentMail.slice(before).find((message) => message.to === email);
      if (!mail) throw new Error(`no reset e-mail to ${email} yet`);
      return mail;
    }, OFF_REQUEST_PATH);
  }

  describe("sign-up", () => {
    it("creates the user and the profile with the full name, and signs them in", async () => {
      const response = await shop.request("POST", "/api/auth/sign-up/email", {
        body: { name: "  Asha Devi Sharma ", email: " Asha.Sharma@Example.com ", password: "mustard-oil-123" },
      });
      expect(response.status).toBe(200);
      const user = await authUserOf(response);
      expect(user).toMatchObject({ name: "Asha Devi Sharma", email: "asha.sharma@example.com", role: "customer" });
      const [profile] = await shop.db.select().from(profiles).where(eq(profiles.id, user.id));
      expect(profile?.fullName).toBe("Asha Devi Sharma");

      const cookie = sessionCookie(response);
      const setCookie = response.headers.getSetCookie().find((line) => line.includes("session_token"))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      const session = await shop.request("GET", "/api/auth/get-session", { cookie });
      expect((await authUserOf(session)).name).toBe("Asha Devi Sharma");
    });

    it("stores only a slow hash of the password", async () => {
      const customer = await shop.signUp({ password: "plain-text-never-1" });
      const [account] = await shop.db.select().from(accounts).where(eq(accounts.userId, customer.id));
      expect(account?.password).toBeTruthy();
      expect(account?.password).not.toContain("plain-text-never-1");
      expect(account?.password).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    });

    it("refuses a second account with the same e-mail, whatever its case", async () => {
      const first = await shop.signUp();
      const response = await shop.request("POST", "/api/auth/sign-up/email", {
        body: { name: "Someone Else", email: first.email.toUpperCase(), password: "another-pass-1" },
      });
      expect(response.status).toBe(422);
      expect((await authErrorOf(response)).message).toMatch(/already exists/i);
      expect(await shop.db.select().from(users).where(eq(users.email, first.email))).toHaveLength(1);
    });

    it("applies the form's rules on the server too", async () => {
      const cases = [
        [{ name: "A", email: "a@example.com", password: "long-enough-1" }, "Full name must be at least 2 characters"],
        [{ name: "Asha", email: "not-an-email", password: "long-enough-1" }, "Invalid email address"],
        [{ name: "Asha", email: "a@example.com", password: "" }, "Password is required"],
        [{ name: "Asha", email: "a@example.com", password: "short" }, "Password must be at least 8 characters"],
      ] as const;
      for (const [body, message] of cases) {
        const response = await shop.request("POST", "/api/auth/sign-up/email", { body });
        expect(response.status).toBe(400);
        expect((await authErrorOf(response)).message).toBe(message);
      }
    });

    it("never lets a sign-up choose its role", async () => {
      const email = `sneaky-${Date.now()}@example.com`;
      const response = await shop.request("POST", "/api/auth/sign-up/email", {
        body: { name: "Sneaky Staff", email, password: "long-enough-1", role: "staff" },
      });
      // Refused or ignored, never granted.
      if (response.ok) {
        const [created] = await shop.db.select().from(users).where(eq(users.email, email));
        expect(created?.role).toBe("customer");
      } else {
        expect(response.status).toBe(400);
      }
    });
  });

  describe("sign-in and sign-out", () => {
    it("refuses a wrong password without saying which part was wrong", async () => {
      const customer = await shop.signUp();
      const wrong = await shop.request("POST", "/api/auth/sign-in/email", { body: { email: customer.email, password: "not-the-password" } });
      expect(wrong.status).toBe(401);
      const unknown = await shop.request("POST", "/api/auth/sign-in/email", { body: { email: `nobody-${Date.now()}@example.com`, password: "not-the-password" } });
      expect(unknown.status).toBe(401);
      expect((await authErrorOf(wrong)).message).toBe((await authErrorOf(unknown)).message);
      expect(sessionCookie(wrong)).toBe("");
    });

    it("signs in with the right password", async () => {
      const customer = await shop.signUp();
      const response = await shop.request("POST", "/api/auth/sign-in/email", { body: { email: customer.email, password: customer.password } });
      expect(response.status).toBe(200);
      const session = await shop.request("GET", "/api/auth/get-session", { cookie: sessionCookie(response) });
      expect((await authUserOf(session)).id).toBe(customer.id);
    });

    it("ends the session on the server: the old cookie stops working at once", async () => {
      const customer = await shop.signUp();
      expect(await cartStatus(customer)).toBe(200);
      const signOut = await shop.request("POST", "/api/auth/sign-out", { cookie: customer.cookie, body: {} });
      expect(signOut.status).toBe(200);
      expect(await shop.db.select().from(sessions).where(eq(sessions.userId, customer.id))).toHaveLength(0);
      expect(await cartStatus(customer)).toBe(401);
      const session = await shop.request("GET", "/api/auth/get-session", { cookie: customer.cookie });
      expect(await session.json()).toBeNull();
    });
  });

  describe("password reset", () => {
    it("answers the same whether or not the e-mail has an account, and mails only a customer", async () => {
      const customer = await shop.signUp();
      const mailsBefore = shop.sentMail.length;
      const known = await shop.request("POST", "/api/auth/request-password-reset", { body: { email: customer.email } });
      const unknown = await shop.request("POST", "/api/auth/request-password-reset", { body: { email: `nobody-${Date.now()}@example.com` } });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(await known.json()).toEqual(await unknown.json());
      await vi.waitFor(() => expect(shop.sentMail.length).toBe(mailsBefore + 1), OFF_REQUEST_PATH);
      const mail = shop.sentMail.at(-1)!;
      expect(mail.to).toBe(customer.email);
      expect(mail.text).toContain(`${shop.env.baseUrl}/auth/reset-password?token=`);
      expect(mail.html).toContain("/auth/reset-password?token=");
    });

    it("writes in Hindi with a /hi link when asked for on a Hindi page", async () => {
      const customer = await shop.signUp({ name: "Asha Verma" });
      const mailsBefore = shop.sentMail.length;
      const asked = await shop.request("POST", "/api/auth/request-password-reset", { body: { email: customer.email }, headers: { "Accept-Language": "hi" } });
      expect(asked.status).toBe(200);
      await vi.waitFor(() => expect(shop.sentMail.length).toBe(mailsBefore + 1), OFF_REQUEST_PATH);
      const mail = shop.sentMail.at(-1)!;
      expect(mail.subject).toBe(`अपना ${brand.name} पासवर्ड रीसेट करें`);
      expect(mail.text).toContain("नमस्ते Asha,");
      expect(mail.text).toContain(`हमें आपके ${brand.name} खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।`);
      expect(mail.text).toContain(`${shop.env.baseUrl}/hi/auth/reset-password?token=`);
      expect(mail.text).toMatch(/\d+ मिनट में ख़त्म हो जाता है/);
      expect(mail.html).toContain('<html lang="hi">');
      expect(mail.html).toContain("नया पासवर्ड चुनें");
      expect(mail.html).toContain("/hi/auth/reset-password?token=");
    });

    it("refuses a malformed address with the form's message", async () => {
      const empty = await shop.request("POST", "/api/auth/request-password-reset", { body: { email: "" } });
      expect((await authErrorOf(empty)).message).toBe("Please enter your email address");
      const invalid = await shop.request("POST", "/api/auth/request-password-reset", { body: { email: "nope" } });
      expect((await authErrorOf(invalid)).message).toBe("Please enter a valid email address");
    });

    it("sets a new password once per link, and signs out every old session", async () => {
      const customer = await shop.signUp();
      const token = resetTokenFrom((await resetMailTo(customer.email)).text);

      const tooShort = await shop.request("POST", "/api/auth/reset-password", { body: { token, newPassword: "short" } });
      expect(tooShort.status).toBe(400);

      const reset = await shop.request("POST", "/api/auth/reset-password", { body: { token, newPassword: "brand-new-pass-1" } });
      expect(reset.status).toBe(200);
      expect(await cartStatus(customer)).toBe(401);

      const again = await shop.request("POST", "/api/auth/reset-password", { body: { token, newPassword: "another-pass-22" } });
      expect(again.status).toBe(400);
      expect((await authErrorOf(again)).code).toBe("INVALID_TOKEN");

      const oldPassword = await shop.request("POST", "/api/auth/sign-in/email", { body: { email: customer.email, password: customer.password } });
      expect(oldPassword.status).toBe(401);
      const newPassword = await shop.request("POST", "/api/auth/sign-in/email", { body: { email: customer.email, password: "brand-new-pass-1" } });
      expect(newPassword.status).toBe(200);
    });

    it("refuses an expired link", async () => {
      const customer = await shop.signUp();
      const token = resetTokenFrom((await resetMailTo(customer.email)).text);
      await shop.db
        .update(verifications)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(verifications.identifier, `reset-password:${token}`));
      const response = await shop.request("POST", "/api/auth/reset-password", { body: { token, newPassword: "brand-new-pass-1" } });
      expect(response.status).toBe(400);
      expect((await authErrorOf(response)).code).toBe("INVALID_TOKEN");
    });
  });

  describe("cross-origin writes", () => {
    it("refuses sign-in, sign-out and reset requests from another origin, or with no origin", async () => {
      const customer = await shop.signUp();
      for (const [path, body] of [
        ["/api/auth/sign-in/email", { email: customer.email, password: customer.password }],
        ["/api/auth/sign-out", {}],
        ["/api/auth/request-password-reset", { email: customer.email }],
      ] as const) {
        const evil = await shop.request("POST", path, { cookie: customer.cookie, body, headers: { Origin: "https://evil.example" } });
        expect(evil.status).toBe(403);
        const noOrigin = await shop.app.request(path, { method: "POST", headers: { "Content-Type": "application/json", Cookie: customer.cookie }, body: JSON.stringify(body) });
        expect(noOrigin.status).toBe(403);
      }
      // The session survived the refused sign-out.
      expect(await cartStatus(customer)).toBe(200);
    });
  });
});
