import { describe, expect, it } from "vitest";
import { setUpTestApp } from "~/server/test/set-up";

describe("catalogue API", () => {
  const shop = setUpTestApp();

  it("lists the 12 products and 6 bundles with prices in paise", async () => {
    const response = await shop.api().catalogue.products.$get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.products).toHaveLength(12);
    expect(body.bundles).toHaveLength(6);
    expect(body.products[0]).toMatchObject({ id: "1", name: "Hydraulic Pressed Mustard Oil 1L", price: 37500, originalPrice: 45000, coupon: { code: "FARMFRESH", pricePaise: 34000 } });
  });

  it("answers one product or bundle, and 404 for an unknown id", async () => {
    const products = shop.api().catalogue.products;
    expect((await (await products[":productId"].$get({ param: { productId: "bundle-2" } })).json()).product.name).toBe("Traditional Oil Duo");
    const missing = await products[":productId"].$get({ param: { productId: "99" } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: "Product not found" } });
  });
});
