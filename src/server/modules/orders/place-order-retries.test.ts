import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueSizes } from "~/server/db/schema/catalogue";
import { orders } from "~/server/db/schema/orders";
import { promoCodes } from "~/server/db/schema/promos";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { cartLineCount, ordersOf, promoUsedCount } from "~/server/test/db-reads";
import { errorOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import { addToCart, shopperWithCart } from "~/server/test/shopper";
import { rupees } from "~/shared/money";

describe("placing an order twice, or many at once", () => {
  const shop = setUpTestApp();

  it("returns the first order for a repeated idempotency key and writes nothing more", async () => {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const key = newKey();
    const first = await (await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "FLAT50", idempotencyKey: key })).json();
    await shop.mailSettled();
    const mailsAfterFirst = shop.sentMail.length;
    const again = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "FLAT50", idempotencyKey: key });
    expect(again.status).toBe(200);
    const replay = await again.json();
    expect(replay.created).toBe(false);
    expect(replay.order).toEqual(first.order);
    expect(await ordersOf(shop.db, user.id)).toHaveLength(1);
    await shop.mailSettled();
    expect(shop.sentMail.length).toBe(mailsAfterFirst);
  });

  it("returns the first order for its key when the cart has filled again since, even where that cart would be refused", async () => {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const key = newKey();
    const first = await (await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: key })).json();
    await addToCart(shop, user, ["5"]);
    const again = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ order: first.order, created: false });

    // Sold out meanwhile: a new key is refused, the first key still answers with its order.
    await shop.db.update(catalogueSizes).set({ stockOnHand: 0 }).where(eq(catalogueSizes.itemId, "5"));
    expect((await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).status).toBe(409);
    const refusedCart = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: key });
    expect(refusedCart.status).toBe(200);
    expect(await refusedCart.json()).toEqual({ order: first.order, created: false });
    expect(await ordersOf(shop.db, user.id)).toHaveLength(1);
    expect(await cartLineCount(shop.db, user.id)).toBe(1);
  });

  it("writes one order when the same key arrives 5 times at once, and one when two tabs order at once", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "4"]);
    const key = newKey();
    const before = await promoUsedCount(shop.db, "LAUNCH10");
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => placeOrderRequest(shop, user, { addressId: address.id, promoCode: "LAUNCH10", idempotencyKey: key })),
    );
    const answers = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.order.id)).size).toBe(1);
    expect(await ordersOf(shop.db, user.id)).toHaveLength(1);
    expect(await promoUsedCount(shop.db, "LAUNCH10")).toBe(before + 1);

    const tabs = await shopperWithCart(shop, ["2"]);
    const both = await Promise.all([newKey(), newKey()].map((idempotencyKey) => placeOrderRequest(shop, tabs.user, { addressId: tabs.address.id, idempotencyKey })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await ordersOf(shop.db, tabs.user.id)).toHaveLength(1);
  });

  it("lets exactly usage_limit orders take a limited code when 50 arrive at once", async () => {
    await shop.db.insert(promoCodes).values({ code: "TENONLY", description: "₹10 off, 10 uses", discountType: "fixed", discountValue: rupees(10), usageLimit: 10 });
    const shoppers = [];
    for (let i = 0; i < 50; i += 1) shoppers.push(await shopperWithCart(shop, ["3"]));
    const responses = await Promise.all(
      shoppers.map(({ user, address }) => placeOrderRequest(shop, user, { addressId: address.id, promoCode: "TENONLY", idempotencyKey: newKey() })),
    );
    // Typed as the route's 200 or 201; a refusal is thrown, so its 400 is not in the type.
    const statuses: number[] = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    for (const response of responses.filter((_, i) => statuses[i] === 400)) {
      expect((await errorOf(response)).message).toBe("This promo code has reached its usage limit");
    }
    const discounted = await shop.db.select().from(orders).where(eq(orders.promoCode, "TENONLY"));
    expect(discounted).toHaveLength(10);
    expect(discounted.every((o) => o.discountPaise === rupees(10))).toBe(true);
    expect(await promoUsedCount(shop.db, "TENONLY")).toBe(10);
  }, 120_000);
});
