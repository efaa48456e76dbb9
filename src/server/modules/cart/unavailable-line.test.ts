import { describe, expect, it } from "vitest";
import { cartItems } from "~/server/db/schema/cart";
import { bodyOf, errorOf } from "~/server/test/answers";
import { placeOrderRequest } from "~/server/test/checkout";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { saveAddress } from "~/server/test/shopper";
import { rupees } from "~/shared/money";

// docs/product-rules.md#cart: a line whose product left the catalogue stays in the cart, marked
// unavailable and left out of the figures, and checkout refuses until the shopper removes it.

describe("a cart line whose product is no longer sold", () => {
  const shop = setUpTestApp();
  // ₹375 of a product still sold, and two of one that has left the catalogue.
  const shopper = setUpOnce(async () => {
    const user = await shop.signUp();
    await bodyOf(shop.api(user).cart.items.$post({ json: { productId: "1" } }));
    await shop.db.insert(cartItems).values({ userId: user.id, productId: "retired-pickle", sizeId: "retired-pickle", productName: "Old Pickle", productImage: "/images/old-pickle.svg", pricePaise: rupees(200), quantity: 2 });
    return user;
  });

  it("is shown, marked unavailable, and left out of the cart's figures", async () => {
    const cart = await bodyOf(shop.api(shopper).cart.$get());
    expect(cart.lines.map(({ productId, productName, available }) => ({ productId, productName, available }))).toEqual([
      { productId: "retired-pickle", productName: "Old Pickle", available: false },
      { productId: "1", productName: "Hydraulic Pressed Mustard Oil 1L", available: true },
    ]);
    expect(cart.summary).toMatchObject({ itemCount: 1, subtotalPaise: rupees(375), shippingPaise: rupees(50) });
  });

  it("does not count towards a promo code's discount or minimum", async () => {
    expect(await bodyOf(shop.api(shopper).promo.apply.$post({ json: { code: "LAUNCH10" } }))).toMatchObject({ code: "LAUNCH10", discountPaise: 3750 });
    // BULK15 needs ₹1,000: ₹375 sold plus ₹400 no longer sold is still short of it.
    const bulk = await shop.api(shopper).promo.apply.$post({ json: { code: "BULK15" } });
    expect(bulk.status).toBe(400);
  });

  it("stops checkout, naming the product, until it is removed", async () => {
    const address = await saveAddress(shop, shopper);
    const order = () => placeOrderRequest(shop, shopper, { addressId: address.id, idempotencyKey: crypto.randomUUID() });

    const refused = await order();
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ message: "Old Pickle is no longer sold. Please remove it from your cart.", title: "Item unavailable" });

    const cart = await bodyOf(shop.api(shopper).cart.$get());
    const gone = cart.lines.find((line) => !line.available)!;
    expect((await shop.api(shopper).cart.items[":lineId"].$delete({ param: { lineId: gone.id } })).status).toBe(204);
    expect((await order()).status).toBe(201);
  });
});
