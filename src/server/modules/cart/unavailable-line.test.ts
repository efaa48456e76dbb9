import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems } from "~/server/db/schema/cart";
import { createTestApp, type TestApp, type TestUser } from "~/server/test/app";
import { rupees } from "~/shared/money";

// docs/product-rules.md#cart: a line whose product left the catalogue stays in the cart, marked
// unavailable and left out of the figures, and checkout refuses until the shopper removes it.

describe("a cart line whose product is no longer sold", () => {
  let shop: TestApp;
  let shopper: TestUser;
  beforeAll(async () => {
    shop = await createTestApp();
    shopper = await shop.signUp();
    // ₹375 of a product still sold, and two of one that has left the catalogue.
    expect((await shop.request("POST", "/api/cart/items", { cookie: shopper.cookie, body: { productId: "1" } })).status).toBe(200);
    await shop.db.insert(cartItems).values({ userId: shopper.id, productId: "retired-pickle", productName: "Old Pickle", productImage: "/images/old-pickle.svg", pricePaise: rupees(200), quantity: 2 });
  });
  afterAll(() => shop.close());

  it("is shown, marked unavailable, and left out of the cart's figures", async () => {
    const response = await shop.request("GET", "/api/cart", { cookie: shopper.cookie });
    const cart = (await response.json()) as { lines: { productId: string; productName: string; available: boolean }[]; summary: { itemCount: number; subtotalPaise: number; shippingPaise: number } };
    expect(cart.lines.map(({ productId, productName, available }) => ({ productId, productName, available }))).toEqual([
      { productId: "retired-pickle", productName: "Old Pickle", available: false },
      { productId: "1", productName: "Hydraulic Pressed Mustard Oil 1L", available: true },
    ]);
    expect(cart.summary).toMatchObject({ itemCount: 1, subtotalPaise: rupees(375), shippingPaise: rupees(50) });
  });

  it("does not count towards a promo code's discount or minimum", async () => {
    const launch = await shop.request("POST", "/api/promo/apply", { cookie: shopper.cookie, body: { code: "LAUNCH10" } });
    expect(await launch.json()).toMatchObject({ code: "LAUNCH10", discountPaise: 3750 });
    // BULK15 needs ₹1,000: ₹375 sold plus ₹400 no longer sold is still short of it.
    const bulk = await shop.request("POST", "/api/promo/apply", { cookie: shopper.cookie, body: { code: "BULK15" } });
    expect(bulk.status).toBe(400);
  });

  it("stops checkout, naming the product, until it is removed", async () => {
    const address = await shop.request("POST", "/api/addresses", {
      cookie: shopper.cookie,
      body: { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", city: "Bharatpur", state: "Rajasthan", pincode: "321001" },
    });
    const { address: saved } = (await address.json()) as { address: { id: string } };
    const order = () => shop.request("POST", "/api/orders", { cookie: shopper.cookie, body: { addressId: saved.id, idempotencyKey: crypto.randomUUID() } });

    const refused = await order();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { message: "Old Pickle is no longer sold. Please remove it from your cart.", title: "Item unavailable" } });

    const cart = (await (await shop.request("GET", "/api/cart", { cookie: shopper.cookie })).json()) as { lines: { id: string; available: boolean }[] };
    const gone = cart.lines.find((line) => !line.available)!;
    expect((await shop.request("DELETE", `/api/cart/items/${gone.id}`, { cookie: shopper.cookie })).status).toBe(204);
    expect((await order()).status).toBe(201);
  });
});
