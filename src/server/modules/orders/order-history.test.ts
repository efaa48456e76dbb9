import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueItems } from "~/server/db/schema/catalogue";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpTestApp } from "~/server/test/set-up";
import { addToCart, shopperWithCart } from "~/server/test/shopper";

describe("a shopper's orders", () => {
  const shop = setUpTestApp();

  it("shows a shopper only their own orders, newest first, a page at a time", async () => {
    const { user, address } = await shopperWithCart(shop, ["12"]);
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) await addToCart(shop, user, ["12"]);
      const answer = await (await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).json();
      placed.unshift(answer.order.id);
    }
    const orders = shop.api(user).orders;
    const first = await (await orders.$get({ query: { limit: "2" } })).json();
    expect(first.orders.map((o) => o.id)).toEqual(placed.slice(0, 2));
    expect(first.orders[0]!.items).toHaveLength(1);
    expect(first.nextCursor).toBe(placed[1]);
    const second = await (await orders.$get({ query: { limit: "2", cursor: first.nextCursor! } })).json();
    expect(second).toMatchObject({ orders: [{ id: placed[2] }], nextCursor: null });

    const other = shop.api(await shop.signUp()).orders;
    expect((await (await other.$get({ query: {} })).json()).orders).toEqual([]);
    expect((await other.id[":id"].$get({ param: { id: placed[0]! } })).status).toBe(404);
    expect((await other.id[":id"].$get({ param: { id: "not-a-uuid" } })).status).toBe(404);
    const foreignCursor = await (await other.$get({ query: { cursor: placed[0]! } })).json();
    expect(foreignCursor.orders).toEqual([]);
  });

  it("names the items in Hindi for a Hindi page, as the catalogue names them, and as sold (in English) otherwise", async () => {
    const { user, address } = await shopperWithCart(shop, ["3", "12"]);
    const { order } = await (await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).json();
    const orders = shop.api(user).orders;
    const inHindi = { headers: { "Accept-Language": "hi" } };
    const namesInList = async (options?: typeof inHindi) => (await (await orders.$get({ query: {} }, options)).json()).orders[0]!.items.map((item) => item.productName).sort();
    const namesInDetail = async (options?: typeof inHindi) =>
      (await (await orders.number[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } }, options)).json()).order.items.map((item) => item.productName).sort();

    expect(await namesInList()).toEqual(["Kathiya Daliya", "Organic Arhar Dal 500gm"]);
    expect(await namesInDetail()).toEqual(["Kathiya Daliya", "Organic Arhar Dal 500gm"]);
    const [daliya] = await shop.db.select({ nameHi: catalogueItems.nameHi }).from(catalogueItems).where(eq(catalogueItems.id, "12"));
    expect(await namesInList(inHindi)).toEqual([daliya!.nameHi, "ऑर्गेनिक अरहर दाल 500 ग्राम"].sort());
    expect(await namesInDetail(inHindi)).toEqual([daliya!.nameHi, "ऑर्गेनिक अरहर दाल 500 ग्राम"].sort());

    // An item without a Hindi name keeps the English it was sold under.
    await shop.db.update(catalogueItems).set({ nameHi: null }).where(eq(catalogueItems.id, "12"));
    try {
      expect(await namesInDetail(inHindi)).toEqual(["Kathiya Daliya", "ऑर्गेनिक अरहर दाल 500 ग्राम"]);
    } finally {
      await shop.db.update(catalogueItems).set({ nameHi: daliya!.nameHi }).where(eq(catalogueItems.id, "12"));
    }
  });
});
