import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems } from "~/server/db/schema/cart";
import { catalogueItems, catalogueSizes } from "~/server/db/schema/catalogue";
import { DEMO_STOCK } from "~/server/db/seed";
import { bodyOf, errorOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import type { TestUser } from "~/server/test/users";
import { rupees } from "~/shared/money";
import { addToCart, priceCart } from "./service";

describe("the cart API", () => {
  const shop = setUpTestApp();

  const cart = (user?: TestUser) => shop.api(user).cart;
  const add = (user: TestUser, productId: string) => cart(user).items.$post({ json: { productId } });
  /** Raw on purpose: bodies the typed client would not send. */
  const addRaw = (user: TestUser, body: unknown) => shop.request("POST", "/api/cart/items", { cookie: user.cookie, body });
  const lineOf = async (user: TestUser, productId: string) => (await (await add(user, productId)).json()).line;
  const cartOf = (user: TestUser) => bodyOf(cart(user).$get());

  it("adds a product as a line of 1, and a second add makes it 2", async () => {
    const user = await shop.signUp();
    const first = await add(user, "3");
    expect(first.status).toBe(200);
    expect((await first.json()).line).toMatchObject({
      productId: "3",
      productName: "Organic Arhar Dal 500gm",
      quantity: 1,
      pricePaise: rupees(85),
    });
    await add(user, "3");
    const { lines, summary } = await cartOf(user);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: "3", quantity: 2 });
    expect(summary).toMatchObject({ itemCount: 2, subtotalPaise: rupees(170), shippingPaise: rupees(50), totalPaise: rupees(220) });
  });

  it("keeps one line when 20 adds of one product arrive at once", async () => {
    const user = await shop.signUp();
    const responses = await Promise.all(Array.from({ length: 20 }, () => add(user, "1")));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { lines, summary } = await cartOf(user);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.quantity).toBe(20);
    expect(summary.itemCount).toBe(20);
  });

  it("lists newest first, counts quantities and prices the summary (free shipping from ₹499)", async () => {
    const user = await shop.signUp();
    await add(user, "12");
    await add(user, "bundle-1");
    let read = await cartOf(user);
    expect(read.lines.map((l) => l.productId)).toEqual(["bundle-1", "12"]);
    expect(read.lines[0]).toMatchObject({ productName: "15-Day Starter Bundle", pricePaise: rupees(490) });
    expect(read.summary).toMatchObject({ subtotalPaise: rupees(530), shippingPaise: 0, totalPaise: rupees(530), freeShippingRemainingPaise: 0 });

    const other = await shop.signUp();
    await add(other, "12");
    read = await cartOf(other);
    expect(read.summary).toMatchObject({ subtotalPaise: rupees(40), shippingPaise: rupees(50), freeShippingRemainingPaise: rupees(459) });
  });

  it("ignores a price, name or image sent with the product id", async () => {
    const user = await shop.signUp();
    const response = await addRaw(user, { productId: "1", pricePaise: 1, price: 1, name: "Free oil", image: "/evil.png", quantity: 50 });
    expect(response.status).toBe(200);
    const [line] = (await cartOf(user)).lines;
    expect(line).toMatchObject({ productName: "Hydraulic Pressed Mustard Oil 1L", pricePaise: rupees(375), quantity: 1 });
    expect(line!.productImage).not.toBe("/evil.png");

    // Even a stored price that went stale (or was tampered with) is shown at the catalogue's.
    await shop.db.update(cartItems).set({ pricePaise: 1 }).where(eq(cartItems.userId, user.id));
    const read = await cartOf(user);
    expect(read.lines[0]!.pricePaise).toBe(rupees(375));
    expect(read.summary.subtotalPaise).toBe(rupees(375));
  });

  it("refreshes a line's stored name, image and price on each add, in the shopper's own line, inside a transaction too", async () => {
    // Add to cart's write is one prepared statement (decision 033): nothing of one request may stay in it for the next.
    const [asha, ravi] = [await shop.signUp(), await shop.signUp()];
    await add(asha, "1");
    await add(ravi, "3");
    await shop.db.update(cartItems).set({ pricePaise: 1, productName: "Stale", productImage: "/stale.png" }).where(eq(cartItems.userId, asha.id));
    const again = await lineOf(asha, "1");
    expect(again).toMatchObject({ productId: "1", productName: "Hydraulic Pressed Mustard Oil 1L", pricePaise: rupees(375), quantity: 2 });
    const stored = await shop.db.select().from(cartItems).where(eq(cartItems.userId, asha.id));
    expect(stored).toMatchObject([{ productId: "1", productName: "Hydraulic Pressed Mustard Oil 1L", pricePaise: rupees(375), quantity: 2 }]);
    expect(stored[0]!.productImage).not.toBe("/stale.png");
    expect(await shop.db.select({ productId: cartItems.productId, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.userId, ravi.id))).toEqual([{ productId: "3", quantity: 1 }]);

    const inTransaction = await shop.db.transaction((tx) => addToCart(tx, ravi.id, "3"));
    expect(inTransaction).toMatchObject({ productId: "3", productName: "Organic Arhar Dal 500gm", quantity: 2 });
  });

  it("refuses an unknown or missing product id and adds nothing", async () => {
    const user = await shop.signUp();
    for (const body of [{ productId: "13" }, { productId: "bundle-99" }, { productId: "" }, {}, { productId: 1 }]) {
      const response = await addRaw(user, body);
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toMatch(/catalogue|choose a product/);
    }
    expect(await (await add(user, "13")).json()).toEqual({
      error: { message: "This product is not in our catalogue", fields: { productId: "This product is not in our catalogue" } },
    });
    expect((await cartOf(user)).lines).toEqual([]);
  });

  it("sets a quantity from 1 to 99 and refuses 0, negatives, fractions and 100", async () => {
    const user = await shop.signUp();
    const line = await lineOf(user, "5");
    // Raw on purpose: some of these quantities are not even numbers.
    const setQuantity = (quantity: unknown) => shop.request("PATCH", `/api/cart/items/${line.id}`, { cookie: user.cookie, body: { quantity } });

    expect((await setQuantity(7)).status).toBe(200);
    expect((await cartOf(user)).lines[0]!.quantity).toBe(7);
    const zero = await setQuantity(0);
    expect(zero.status).toBe(400);
    expect((await errorOf(zero)).message).toBe("Quantity must be at least 1");
    for (const bad of [-1, 2.5, 100, "3", null]) expect((await setQuantity(bad)).status).toBe(400);
    expect((await cartOf(user)).lines[0]!.quantity).toBe(7);
    expect((await setQuantity(99)).status).toBe(200);

    const full = await add(user, "5");
    expect(full.status).toBe(400);
    expect((await errorOf(full)).message).toBe("You can add at most 99 of one item to your cart");
    expect((await cartOf(user)).lines[0]!.quantity).toBe(99);
  });

  it("removes a line and clears the cart", async () => {
    const user = await shop.signUp();
    const line = await lineOf(user, "6");
    await add(user, "7");
    await add(user, "8");
    const removeLine = () => cart(user).items[":lineId"].$delete({ param: { lineId: line.id } });
    expect((await removeLine()).status).toBe(204);
    expect((await cartOf(user)).lines.map((l) => l.productId)).toEqual(["8", "7"]);
    expect((await removeLine()).status).toBe(404);
    expect((await cart(user).items.$delete()).status).toBe(204);
    expect(await cartOf(user)).toMatchObject({ lines: [], summary: { itemCount: 0, subtotalPaise: 0 } });
  });

  it("never shows, changes or removes another user's line", async () => {
    const owner = await shop.signUp();
    const intruder = await shop.signUp();
    const line = await lineOf(owner, "2");
    await add(intruder, "4");

    expect((await cartOf(intruder)).lines.map((l) => l.productId)).toEqual(["4"]);
    const foreignLine = cart(intruder).items[":lineId"];
    const update = await foreignLine.$patch({ param: { lineId: line.id }, json: { quantity: 9 } });
    expect(update.status).toBe(404);
    expect((await foreignLine.$delete({ param: { lineId: line.id } })).status).toBe(404);
    expect((await cart(intruder).items.$delete()).status).toBe(204);

    expect((await priceCart(shop.db, owner.id)).lines).toEqual([expect.objectContaining({ id: line.id, productId: "2", quantity: 1 })]);
  });

  it("answers a malformed line id with 400 and a signed-out visitor with 401", async () => {
    const user = await shop.signUp();
    expect((await cart(user).items[":lineId"].$patch({ param: { lineId: "not-a-uuid" }, json: { quantity: 2 } })).status).toBe(400);
    expect((await cart().$get()).status).toBe(401);
    expect((await cart().items.$post({ json: { productId: "1" } })).status).toBe(401);
  });

  describe("in the language of the page that asks", () => {
    const inHindi = { headers: { "Accept-Language": "hi" } };
    const inEnglish = { headers: { "Accept-Language": "en" } };
    const namesOf = async (user: TestUser, options?: typeof inHindi) => (await bodyOf(cart(user).$get(undefined, options))).lines.map((line) => line.productName);

    it("names products and bundles in Hindi for a Hindi page, in English for an English page or none, and stores the English", async () => {
      const user = await shop.signUp();
      const added = await cart(user).items.$post({ json: { productId: "3" } }, inHindi);
      expect((await added.json()).line).toMatchObject({ productId: "3", productName: "ऑर्गेनिक अरहर दाल 500 ग्राम" });
      await add(user, "bundle-1");

      expect(await namesOf(user, inHindi)).toEqual(["15 दिन का स्टार्टर पैक", "ऑर्गेनिक अरहर दाल 500 ग्राम"]);
      expect(await namesOf(user, inEnglish)).toEqual(["15-Day Starter Bundle", "Organic Arhar Dal 500gm"]);
      expect(await namesOf(user)).toEqual(["15-Day Starter Bundle", "Organic Arhar Dal 500gm"]);
      // The line keeps the English: an order, its invoice and the back office name items in English.
      const stored = await shop.db.select({ productName: cartItems.productName }).from(cartItems).where(eq(cartItems.userId, user.id));
      expect(stored.map((line) => line.productName).sort()).toEqual(["15-Day Starter Bundle", "Organic Arhar Dal 500gm"]);
    });

    it("names an item without Hindi in English on a Hindi page, the others still in Hindi", async () => {
      const user = await shop.signUp();
      await add(user, "3");
      await add(user, "12");
      const [before] = await shop.db.select({ nameHi: catalogueItems.nameHi }).from(catalogueItems).where(eq(catalogueItems.id, "12"));
      await shop.db.update(catalogueItems).set({ nameHi: null }).where(eq(catalogueItems.id, "12"));
      try {
        expect(await namesOf(user, inHindi)).toEqual(["Kathiya Daliya", "ऑर्गेनिक अरहर दाल 500 ग्राम"]);
      } finally {
        await shop.db.update(catalogueItems).set({ nameHi: before!.nameHi }).where(eq(catalogueItems.id, "12"));
      }
    });

    it("names the item in Hindi in a quantity change's answer and in a sold-out refusal", async () => {
      const user = await shop.signUp();
      const line = await lineOf(user, "3");
      const changed = await bodyOf(cart(user).items[":lineId"].$patch({ param: { lineId: line.id }, json: { quantity: 2 } }, inHindi));
      expect(changed.line).toMatchObject({ productId: "3", quantity: 2, productName: "ऑर्गेनिक अरहर दाल 500 ग्राम" });

      await shop.db.update(catalogueSizes).set({ stockOnHand: 0 }).where(eq(catalogueSizes.id, "7"));
      try {
        const refused = await cart(user).items.$post({ json: { productId: "7" } }, inHindi);
        expect(refused.status).toBe(409);
        expect((await errorOf(refused)).message).toBe("साबुत मूंग स्टॉक में नहीं है");
      } finally {
        await shop.db.update(catalogueSizes).set({ stockOnHand: DEMO_STOCK }).where(eq(catalogueSizes.id, "7"));
      }
    });

    it("names a line the shop hid in Hindi too, still unavailable", async () => {
      const user = await shop.signUp();
      await add(user, "4");
      await shop.db.update(catalogueItems).set({ active: false }).where(eq(catalogueItems.id, "4"));
      try {
        const { lines } = await bodyOf(cart(user).$get(undefined, inHindi));
        expect(lines).toEqual([expect.objectContaining({ productId: "4", productName: "उड़द दाल", available: false })]);
      } finally {
        await shop.db.update(catalogueItems).set({ active: true }).where(eq(catalogueItems.id, "4"));
      }
    });
  });
});
