import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { catalogueChanged } from "~/server/modules/catalogue/service";
import { setUpTestApp } from "~/server/test/set-up";

describe("sitemap and robots", () => {
  const shop = setUpTestApp({ env: { PUBLIC_URL: "https://shop.example.in" } });

  it("lists every public page with the shop's own address, but not the 404 page or sign-in", async () => {
    const response = await shop.app.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    for (const path of ["/", "/shop", "/bundles", "/blog", "/contact", "/return-refund-policy"]) expect(xml).toContain(`<loc>https://shop.example.in${path}</loc>`);
    expect(xml).not.toContain("/404");
    expect(xml).not.toContain("/auth");
    expect(xml).not.toContain("/cart");
  });

  it("lists every page in Hindi too, under /hi", async () => {
    const xml = await (await shop.app.request("/sitemap.xml")).text();
    for (const path of ["/hi", "/hi/shop", "/hi/contact", "/hi/shop/hydraulic-pressed-mustard-oil-1l", "/hi/bundles/monthly-oil-pack"]) expect(xml).toContain(`<loc>https://shop.example.in${path}</loc>`);
    expect(xml.match(/<loc>https:\/\/shop\.example\.in\/hi[/<]/g)).toHaveLength(xml.match(/<loc>/g)!.length / 2);
  });

  it("lists every product's and bundle's own page, and not a hidden one's", async () => {
    const xml = await (await shop.app.request("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://shop.example.in/shop/hydraulic-pressed-mustard-oil-1l</loc>");
    expect(xml).toContain("<loc>https://shop.example.in/bundles/monthly-oil-pack</loc>");
    expect(xml.match(/\/shop\/[a-z0-9-]+</g)).toHaveLength(24);
    await shop.db.update(catalogueItems).set({ active: false }).where(eq(catalogueItems.id, "12"));
    catalogueChanged(shop.db);
    const after = await (await shop.app.request("/sitemap.xml")).text();
    expect(after).not.toContain("/shop/kathiya-daliya");
    expect(after.match(/\/shop\/[a-z0-9-]+</g)).toHaveLength(22);
  });

  it("points robots at the sitemap and keeps private pages out", async () => {
    const text = await (await shop.app.request("/robots.txt")).text();
    expect(text).toContain("Sitemap: https://shop.example.in/sitemap.xml");
    expect(text).toContain("Disallow: /checkout");
    expect(text).toContain("Disallow: /hi/checkout");
  });
});
