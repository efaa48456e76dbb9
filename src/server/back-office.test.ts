import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~/server/app";
import { users } from "~/server/db/schema/auth";
import { createLogger } from "~/server/logger";
import { authUserOf } from "~/server/test/auth-answers";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { ADMIN_ENDPOINTS } from "~/server/test/admin-endpoints";
import { createBackgroundWork } from "~/server/http/background";

describe("who may use the back office", () => {
  const shop = setUpTestApp();
  const customer = setUpOnce(() => shop.signUp());
  const staff = setUpOnce(() => signUpStaff(shop));

  it.each(ADMIN_ENDPOINTS)("$method $path: 401 signed out, the unknown-path 404 for a customer", async ({ method, path: url, body }) => {
    const signedOut = await shop.request(method, url, { body });
    expect(signedOut.status).toBe(401);

    const unknown = await shop.request("GET", "/api/no-such-path", { cookie: customer.cookie });
    const asCustomer = await shop.request(method, url, { body, cookie: customer.cookie });
    expect(asCustomer.status).toBe(404);
    expect(await asCustomer.json()).toEqual(await unknown.json());
  });

  it("lets staff in", async () => {
    const response = await shop.api(staff).admin.dashboard.$get({ query: {} });
    expect(response.status).toBe(200);
  });

  it("refuses a revoked staff member on their very next request", async () => {
    const former = await signUpStaff(shop);
    const ordersPage = () => shop.api(former).admin.orders.$get({ query: {} });
    expect((await ordersPage()).status).toBe(200);
    await shop.db.update(users).set({ role: "customer" }).where(eq(users.id, former.id));
    expect((await ordersPage()).status).toBe(404);
  });

  it("never takes a role from what a customer sends", async () => {
    const response = await shop.request("POST", "/api/auth/sign-up/email", {
      body: { email: `climber-${Date.now()}@example.com`, password: "mustard-oil-123", name: "Climber", role: "staff" },
    });
    const user = await authUserOf(response);
    const [row] = await shop.db.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe("customer");
    const update = await shop.request("POST", "/api/auth/update-user", { cookie: customer.cookie, body: { role: "staff" } });
    expect(update.status).toBeGreaterThanOrEqual(200);
    const [after] = await shop.db.select({ role: users.role }).from(users).where(eq(users.id, customer.id));
    expect(after?.role).toBe("customer");
  });

  describe("the /admin pages", () => {
    let app: ReturnType<typeof createApp>;
    beforeAll(() => {
      // A build's prerendered admin frames and 404 page: what the guard stands in front of.
      const buildDir = mkdtempSync(path.join(tmpdir(), "shop-admin-build-"));
      for (const page of ["admin", "admin/orders", "cart", "404"]) {
        mkdirSync(path.join(buildDir, "client", page), { recursive: true });
        writeFileSync(path.join(buildDir, "client", page, "index.html"), page === "404" ? "<!doctype html><title>Oops! Page not found</title>" : "<!doctype html><title>app</title>");
      }
      app = createApp({ env: shop.env, db: shop.db, auth: shop.auth, emails: shop.emails, logger: createLogger("silent"), background: createBackgroundWork(), documents: shop.documents, buildDir });
    });
    const open = (url: string, cookie?: string) => app.request(url, { headers: cookie ? { Cookie: cookie } : {} });

    it("sends a signed-out visitor to sign in, and back afterwards", async () => {
      const response = await open("/admin/orders?status=pending");
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent("/admin/orders?status=pending")}`);
    });

    it("answers a customer 404 (the client's admin gate then shows the 404 page)", async () => {
      for (const url of ["/admin", "/admin/", "/admin/orders"]) {
        const response = await open(url, customer.cookie);
        expect(response.status).toBe(404);
        expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
      }
    });

    it("serves staff the app", async () => {
      const response = await open("/admin/orders", staff.cookie);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("<title>app</title>");
    });

    it("leaves other pages alone", async () => {
      const response = await open("/administrator", customer.cookie);
      expect(response.status).toBe(404);
      expect((await open("/cart")).status).toBe(200);
    });
  });
});
