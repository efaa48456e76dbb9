import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueSizes } from "~/server/db/schema/catalogue";
import { promoCodes, promoItemPrices } from "~/server/db/schema/promos";
import { bodyOf, errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { cartLineCount, ordersOf, promoUsedCount } from "~/server/test/db-reads";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import type { TestUser } from "~/server/test/users";
import { rupees } from "~/shared/money";
import { catalogueChanged } from "../catalogue/service";

// Product-scoped codes (docs/product-rules.md#promo-codes): FARMFRESH, seeded on every database,
// gives products 1 and 2 and bundles 2 and 5 the coupon prices their cards show, and nothing else.

describe("a product-scoped promo code", () => {
  const shop = setUpTestApp();

  const apply = (user: TestUser, code: string) => shop.api(user).promo.apply.$post({ json: { code } });
  const notForTheseItems = { title: "Promo Code Not Applicable", message: "This promo code does not apply to the items in your cart" };

  /** A product-scoped code written as staff would save it, with its items' coupon prices in rupees. */
  async function productScopedCode(code: string, prices: Record<string, number>, terms: Partial<typeof promoCodes.$inferInsert> = {}) {
    const [promo] = await shop.db.insert(promoCodes).values({ code, discountType: "product_price", discountValue: null, ...terms }).returning();
    await shop.db.insert(promoItemPrices).values(Object.entries(prices).map(([itemId, price]) => ({ promoId: promo!.id, itemId, sizeId: itemId, pricePaise: rupees(price) })));
    catalogueChanged(shop.db); // written straight to the tables: the shop's copy is told, as the staff API does
    return promo!;
  }

  async function setPrice(itemId: string, pricePaise: number) {
    await shop.db.update(catalogueSizes).set({ pricePaise }).where(eq(catalogueSizes.id, itemId));
    catalogueChanged(shop.db);
  }

  it.each(["1", "2", "bundle-2", "bundle-5"])("charges item %s exactly the price its card shows with FARMFRESH", async (itemId) => {
    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    const card = [...catalogue.products, ...catalogue.bundles].find((item) => item.id === itemId)!;
    expect(card.coupon).toMatchObject({ code: "FARMFRESH", minOrderPaise: null, endsAt: null });
    const { user, address } = await shopperWithCart(shop, [itemId, itemId]);

    const applied = await bodyOf(apply(user, "farmfresh"));
    expect(applied).toEqual({ code: "FARMFRESH", description: "Farm-fresh prices on our mustard oils and oil bundles", discountPaise: 2 * (card.price - card.coupon!.pricePaise) });

    const { order } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, promoCode: "FARMFRESH", idempotencyKey: newKey() }), 201);
    expect(order.subtotalPaise - order.discountPaise).toBe(2 * card.coupon!.pricePaise);
    expect(order.discountPaise).toBe(applied.discountPaise);
    expect(order).toMatchObject({ promoCode: "FARMFRESH" });
  });

  it("shows the seeded prices on the four cards and on no other", async () => {
    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    const coupons = Object.fromEntries([...catalogue.products, ...catalogue.bundles].flatMap((item) => (item.coupon ? [[item.id, [item.coupon.code, item.coupon.pricePaise]]] : [])));
    expect(coupons).toEqual({ "1": ["FARMFRESH", rupees(340)], "2": ["FARMFRESH", rupees(320)], "bundle-2": ["FARMFRESH", rupees(660)], "bundle-5": ["FARMFRESH", rupees(1020)] });
  });

  it("prices only its own lines in a mixed cart, and the order charges what applying showed", async () => {
    // ₹375 × 2 + ₹85 + ₹1,100 + ₹40 = ₹1,975; FARMFRESH: ₹35 × 2 on product 1 and ₹80 on bundle 5.
    const { user, address } = await shopperWithCart(shop, ["1", "1", "3", "bundle-5", "12"]);
    const applied = await bodyOf(apply(user, "FARMFRESH"));
    expect(applied.discountPaise).toBe(rupees(150));
    const { order } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, promoCode: "FARMFRESH", idempotencyKey: newKey() }), 201);
    expect([order.subtotalPaise, order.discountPaise, order.shippingPaise, order.totalPaise]).toEqual([rupees(1975), rupees(150), 0, rupees(1825)]);
    // The order's lines keep today's prices: the code's saving is the order's discount.
    expect(order.items.find((item) => item.productId === "1")).toMatchObject({ pricePaise: rupees(375), quantity: 2 });
  });

  it("is refused with its own message when the cart holds none of its items, and no order is written", async () => {
    const { user, address } = await shopperWithCart(shop, ["3", "12", "bundle-1"]);
    const response = await apply(user, "FARMFRESH");
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ ...notForTheseItems, fields: { code: notForTheseItems.message } });

    const used = await promoUsedCount(shop.db, "FARMFRESH");
    const refused = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "FARMFRESH", idempotencyKey: newKey() });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject(notForTheseItems);
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
    expect(await cartLineCount(shop.db, user.id)).toBe(3);
    expect(await promoUsedCount(shop.db, "FARMFRESH")).toBe(used);
  });

  it("counts only lines that can be bought: a sold-out item of the code does not make it apply", async () => {
    const { user } = await shopperWithCart(shop, ["2", "3"]);
    await shop.db.update(catalogueSizes).set({ stockOnHand: 0 }).where(eq(catalogueSizes.id, "2"));
    try {
      expect(await errorOf(await apply(user, "FARMFRESH"))).toMatchObject(notForTheseItems);
    } finally {
      await shop.db.update(catalogueSizes).set({ stockOnHand: 100 }).where(eq(catalogueSizes.id, "2"));
    }
  });

  it("gives nothing on an item already at or below its coupon price, and does not apply when that is all it names", async () => {
    await productScopedCode("OILDEAL", { "1": 400, "2": 300 }); // ₹375 today: no saving on 1; ₹350 today: ₹50 on 2
    const both = await shopperWithCart(shop, ["1", "2"]);
    expect((await bodyOf(apply(both.user, "OILDEAL"))).discountPaise).toBe(rupees(50));
    const onlyOne = await shopperWithCart(shop, ["1"]);
    expect(await errorOf(await apply(onlyOne.user, "OILDEAL"))).toMatchObject(notForTheseItems);
    // Its card shows no coupon from OILDEAL for item 1 (FARMFRESH's ₹340 is the better one anyway) and ₹300 for item 2.
    const catalogue = await bodyOf(shop.api().catalogue.products.$get());
    expect(catalogue.products.find((p) => p.id === "2")?.coupon).toMatchObject({ code: "OILDEAL", pricePaise: rupees(300) });
    expect(catalogue.products.find((p) => p.id === "1")?.coupon).toMatchObject({ code: "FARMFRESH", pricePaise: rupees(340) });
  });

  it("meets the rules every code meets: active, its last day, its minimum order and its usage limit", async () => {
    await productScopedCode("OILPAUSED", { "1": 300 }, { isActive: false });
    await productScopedCode("OILOVER", { "1": 300 }, { validUntil: new Date("2025-01-01T00:00:00+05:30") });
    await productScopedCode("OILBIG", { "1": 300 }, { minOrderPaise: rupees(1000) });
    await productScopedCode("OILLAST", { "1": 300 }, { usageLimit: 5, usedCount: 5 });
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const refusals: [string, string, string][] = [
      ["OILPAUSED", "Invalid Promo Code", "This promo code is not valid or has expired"],
      ["OILOVER", "Expired Promo Code", "This promo code has expired"],
      ["OILBIG", "Minimum Order Not Met", "This promo code requires a minimum order of ₹1,000"],
      ["OILLAST", "Promo Code Limit Reached", "This promo code has reached its usage limit"],
    ];
    for (const [code, title, message] of refusals) {
      expect(await errorOf(await apply(user, code)), code).toMatchObject({ title, message });
      const order = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: code, idempotencyKey: newKey() });
      expect(await errorOf(order), code).toMatchObject({ title, message });
    }
    // The expired one says so before "does not apply": a cart without its items still hears it has expired.
    const other = await shopperWithCart(shop, ["3"]);
    expect(await errorOf(await apply(other.user, "OILOVER"))).toMatchObject({ title: "Expired Promo Code" });
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
  });

  it("takes one use per order and stops at its limit, like every code", async () => {
    await productScopedCode("OILTWO", { "2": 299 }, { usageLimit: 2 });
    for (let i = 0; i < 2; i += 1) {
      const { user, address } = await shopperWithCart(shop, ["2"]);
      const { order } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, promoCode: "OILTWO", idempotencyKey: newKey() }), 201);
      expect(order.discountPaise).toBe(rupees(51));
    }
    expect(await promoUsedCount(shop.db, "OILTWO")).toBe(2);
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const third = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "OILTWO", idempotencyKey: newKey() });
    expect(await errorOf(third)).toMatchObject({ title: "Promo Code Limit Reached" });
  });

  it("prices from today's catalogue: after staff lower an item to its coupon prices, no code gives anything on it", async () => {
    await setPrice("2", rupees(300)); // FARMFRESH's ₹320 is above it, OILDEAL's ₹300 equal to it
    try {
      const { user } = await shopperWithCart(shop, ["2", "1"]);
      expect((await bodyOf(apply(user, "FARMFRESH"))).discountPaise).toBe(rupees(35));
      const catalogue = await bodyOf(shop.api().catalogue.products.$get());
      expect(catalogue.products.find((p) => p.id === "2")?.coupon).toBeUndefined();
    } finally {
      await setPrice("2", rupees(350));
    }
  });
});
