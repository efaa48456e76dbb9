import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app";

describe("catalogue API", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  it("lists the 12 products and 6 bundles with prices in paise", async () => {
    const response = await shop.request("GET", "/api/catalogue/products");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { products: { id: string; price: number }[]; bundles: { id: string }[] };
    expect(body.products).toHaveLength(12);
    expect(body.bundles).toHaveLength(6);
    expect(body.products[0]).toMatchObject({ id: "1", name: "Hydraulic Pressed Mustard Oil 1L", price: 37500, originalPrice: 45000, couponPrice: 34000 });
  });

  it("answers one product or bundle, and 404 for an unknown id", async () => {
    expect(((await (await shop.request("GET", "/api/catalogue/products/bundle-2")).json()) as { product: { name: string } }).product.name).toBe("Traditional Oil Duo");
    const missing = await shop.request("GET", "/api/catalogue/products/99");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: "Product not found" } });
  });
});
