import { describe, expect, it } from "vitest";
import { indexablePaths, prerenderedPaths, serverRenderedPage } from "./rendered-paths";

describe("the shop's paths in both languages", () => {
  it("renders the catalogue and token pages on the server in English and in Hindi, the back office in English only", () => {
    for (const path of ["/", "/hi", "/shop", "/hi/shop", "/hi/bundles/monthly-oil-pack"]) expect(serverRenderedPage(path), path).toEqual({ catalogue: true });
    for (const path of ["/hi/confirm-order", "/hi/account/orders/SS-1/pay", "/admin/orders/abc"]) expect(serverRenderedPage(path), path).toEqual({ catalogue: false });
    for (const path of ["/hi/admin/orders/abc", "/hindi/shop", "/en/shop", "/hi/hi/shop", "/shop/Bad_Slug"]) expect(serverRenderedPage(path), path).toBeNull();
  });

  it("prerenders each shopper page and the 404 page in both languages, the back office once", () => {
    for (const path of ["/cart", "/hi/cart", "/our-story", "/hi/our-story", "/404", "/hi/404", "/admin/orders"]) expect(prerenderedPaths).toContain(path);
    expect(prerenderedPaths.filter((path) => path.startsWith("/hi/admin"))).toEqual([]);
    expect(new Set(prerenderedPaths).size).toBe(prerenderedPaths.length);
  });

  it("lists both languages' public pages for the sitemap", () => {
    for (const path of ["/", "/hi", "/shop", "/hi/shop", "/hi/return-refund-policy"]) expect(indexablePaths).toContain(path);
    expect(indexablePaths.filter((path) => path.startsWith("/hi"))).toHaveLength(indexablePaths.length / 2);
  });
});
