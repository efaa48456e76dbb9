import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../context";
import { clientApp } from "./client-app";
import type { ServerRenderer } from "./server-render";

// The two languages at the door: /hi pages and 404s, and the cookie that sends an English address to Hindi.

const buildDir = mkdtempSync(path.join(tmpdir(), "shop-lang-"));
mkdirSync(path.join(buildDir, "client"));
const page = (dir: string, text: string) => {
  mkdirSync(path.join(buildDir, "client", dir), { recursive: true });
  writeFileSync(path.join(buildDir, "client", dir, "index.html"), `<!DOCTYPE html><html><body>${text}</body></html>`);
};
const rendered: string[] = [];
const renderer = {
  cataloguePage: async (pathname: string) => (rendered.push(pathname), { html: `<p>catalogue ${pathname}</p>`, csp: "default-src 'self'", etag: `"${pathname}"` }),
  privatePage: async () => new Response(null, { status: 404 }),
} as unknown as ServerRenderer;
const app = new Hono<AppEnv>().route("/", clientApp({ buildDir, renderer, shopperOf: async () => null }));
const get = (address: string, cookie?: string) => app.request(address, { headers: cookie ? { Cookie: cookie } : {} });

beforeAll(() => {
  page("404", "Oops! Page not found");
  page("hi/404", "पेज नहीं मिला");
  page("cart", "Shopping Cart");
  page("hi/cart", "कार्ट");
});
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

describe("the Hindi shop's addresses", () => {
  it("serves /hi pages: prerendered ones and the catalogue pages the server renders", async () => {
    expect(await (await get("/hi/cart")).text()).toContain("कार्ट");
    const home = await get("/hi");
    expect(home.status).toBe(200);
    expect(await (await get("/hi/shop/kachi-ghani-mustard-oil")).text()).toContain("catalogue /hi/shop/kachi-ghani-mustard-oil");
    expect(rendered).toContain("/hi");
  });

  it("answers an unknown /hi path with the Hindi 404 page and any other with the English one", async () => {
    const hindi = await get("/hi/no-such-page");
    expect(hindi.status).toBe(404);
    expect(await hindi.text()).toContain("पेज नहीं मिला");
    for (const address of ["/fr", "/fr/shop", "/hi/admin", "/en/shop"]) {
      const answer = await get(address);
      expect(answer.status, address).toBe(404);
    }
    expect(await (await get("/fr")).text()).toContain("Oops! Page not found");
  });
});

describe("the remembered language", () => {
  it("sends an English page's address to the same page in Hindi, with its query, when the cookie says hi", async () => {
    const answer = await get("/shop?category=mustard&q=dal", "session=x; lang=hi");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/hi/shop?category=mustard&q=dal");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect((await get("/", "lang=hi")).headers.get("Location")).toBe("/hi");
  });

  it("leaves English alone without the cookie, with lang=en, and for the back office", async () => {
    for (const [address, cookie] of [["/cart", undefined], ["/cart", "lang=en"], ["/cart", "lang=xx"], ["/admin/orders", "lang=hi"], ["/hi/cart", "lang=hi"]] as const) {
      const answer = await get(address, cookie);
      expect(answer.status, `${address} ${cookie}`).not.toBe(302);
    }
    expect(await (await get("/cart", "lang=en")).text()).toContain("Shopping Cart");
  });
});
