import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { createBackgroundWork } from "./http/background";
import { createLogger } from "./logger";
import { createTestApp } from "./test/app";
import { signUpStaff } from "./test/users";

// A parameter and a static segment at the same place make Hono's SmartRouter fall back from RegExpRouter to the slower
// TrieRouter; such a route answers the same either way, so only this test notices.

type App = ReturnType<typeof createApp>;

/** The routes the RegExpRouter refuses, each with the first route it clashes with, for the failure message. */
function refusedRoutes(app: App): string[] {
  const routes = app.routes.map((route) => [route.method, route.path] as const);
  const accepted: (readonly [string, string])[] = [];
  const builds = (set: readonly (readonly [string, string])[]) => {
    const router = new RegExpRouter<number>();
    try {
      for (const [method, routePath] of set) router.add(method, routePath, 0);
      router.match("GET", "/");
      return true;
    } catch {
      return false;
    }
  };
  const refused: string[] = [];
  for (const route of routes) {
    if (builds([...accepted, route])) accepted.push(route);
    else refused.push(`${route.join(" ")} (clashes with ${accepted.find((other) => !builds([other, route]))?.join(" ") ?? "the set"})`);
  }
  return [...new Set(refused)];
}

/** Which router the app's SmartRouter settled on: it chooses at the first match. */
async function chosenRouter(app: App): Promise<string> {
  await app.request("/api/health");
  return app.router.name;
}

describe("the app's routes", () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it("are matched by Hono's RegExpRouter, not its slower TrieRouter", async () => {
    expect(refusedRoutes(shop.app), "routes that make Hono fall back to its TrieRouter").toEqual([]);
    expect(await chosenRouter(shop.app)).toBe("SmartRouter + RegExpRouter");
  });

  it("are still when the built client's pages are served too", async () => {
    const buildDir = mkdtempSync(path.join(tmpdir(), "shop-router-build-"));
    mkdirSync(path.join(buildDir, "client", "404"), { recursive: true });
    writeFileSync(path.join(buildDir, "client", "404", "index.html"), "<!doctype html><title>Oops! Page not found</title>");
    const app = createApp({ env: shop.env, db: shop.db, auth: shop.auth, emails: shop.emails, logger: createLogger("silent"), background: createBackgroundWork(), documents: shop.documents, buildDir });
    expect(refusedRoutes(app), "routes that make Hono fall back to its TrieRouter").toEqual([]);
    expect(await chosenRouter(app)).toBe("SmartRouter + RegExpRouter");
  });

  it("answer the renamed paths, and 404 the old ones", async () => {
    const staff = await signUpStaff(shop);
    const customer = await shop.signUp();
    const asStaff = (url: string) => shop.request("GET", url, { cookie: staff.cookie });
    expect((await asStaff("/api/admin/order-exports/orders.csv")).status).toBe(200);
    expect((await asStaff("/api/admin/lucky-draw/months/2026-01/entrants")).status).toBe(200);
    expect((await asStaff("/api/admin/lucky-draw/draws")).status).toBe(200);
    expect((await shop.request("GET", `/api/orders/id/${crypto.randomUUID()}`, { cookie: customer.cookie })).status).toBe(404);
    // The old admin download is now an order id that is not a uuid: refused, never a file.
    expect((await asStaff("/api/admin/orders/export.csv")).status).toBe(400);
    expect((await asStaff("/api/admin/lucky-draw/2026-01/entrants")).status).toBe(404);
  });
});
