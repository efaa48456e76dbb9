import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "~/server/app";
import { cartItems } from "~/server/db/schema/cart";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { promoCodes } from "~/server/db/schema/promos";
import { createLogger } from "~/server/logger";
import { createTestApp, type TestApp } from "~/server/test/app";
import { rupees } from "~/shared/money";
import type { OrderPage, OrderView } from "./records";
import { newKey, placeOrderRequest, saveAddress, shopperWithCart, type PlaceOrderAnswer } from "./checkout-fixtures";

type ErrorBody = { error: { message: string; title?: string } };

describe("placing an order", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());

  const cartCount = async (userId: string) => (await shop.db.select().from(cartItems).where(eq(cartItems.userId, userId))).length;
  const ordersOf = (userId: string) => shop.db.select().from(orders).where(eq(orders.userId, userId));
  const usedCount = async (code: string) => (await shop.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.usedCount;

  it("refuses a signed-out visitor", async () => {
    expect((await shop.request("POST", "/api/orders", { body: {} })).status).toBe(401);
    expect((await shop.request("GET", "/api/orders")).status).toBe(401);
  });

  it("writes the order, its items and its first status, empties the cart and e-mails the customer", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "3", "3"]); // ₹375 + 2 × ₹85 = ₹545
    const response = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "launch10", participateLuckyDraw: true, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order, created } = (await response.json()) as PlaceOrderAnswer;
    expect(created).toBe(true);
    expect(order.orderNumber).toMatch(/^ORD-\d{13}-[A-Z0-9]{7}$/);
    expect(order).toMatchObject({
      subtotalPaise: rupees(545),
      discountPaise: rupees(54.5),
      promoCode: "LAUNCH10",
      shippingPaise: 0,
      totalPaise: rupees(490.5),
      paymentMethod: "cod",
      paymentStatus: "pending",
      orderStatus: "pending",
      participateLuckyDraw: true,
      shipping: { fullName: "Asha Devi", phone: "9876543210", addressLine1: "12 Mustard Field Road", addressLine2: "Near the old mill", city: "Bharatpur", state: "Rajasthan", pincode: "321001" },
    });
    expect(order.items.map((i) => [i.productId, i.quantity, i.pricePaise, i.subtotalPaise])).toEqual([
      ["1", 1, rupees(375), rupees(375)],
      ["3", 2, rupees(85), rupees(170)],
    ]);
    expect(await cartCount(user.id)).toBe(0);
    expect(await usedCount("LAUNCH10")).toBe(1);
    const events = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([[null, "pending"]]);

    const mail = shop.sentMail.find((m) => m.to === user.email);
    expect(mail?.subject).toContain(order.orderNumber);
    expect(mail?.text).toContain("Total: ₹490.50");
    expect(mail?.html).toContain("Hydraulic Pressed Mustard Oil 1L x 1");

    const read = await shop.request("GET", `/api/orders/${order.id}`, { cookie: user.cookie });
    expect(((await read.json()) as { order: OrderView }).order).toEqual(order);
  });

  it.each([
    { name: "₹495 without a promo", products: ["1", "5", "12"], promo: undefined, subtotal: 495, discount: 0, shipping: 50, total: 545 },
    { name: "₹500 without a promo", products: ["1", "3", "12"], promo: undefined, subtotal: 500, discount: 0, shipping: 0, total: 500 },
    { name: "₹495 with LAUNCH10", products: ["1", "5", "12"], promo: "LAUNCH10", subtotal: 495, discount: 49.5, shipping: 50, total: 495.5 },
    // Free shipping is decided before the discount: ₹500 − ₹50 still ships free.
    { name: "₹500 with LAUNCH10", products: ["1", "3", "12"], promo: "LAUNCH10", subtotal: 500, discount: 50, shipping: 0, total: 450 },
    { name: "₹40 with FLAT50 (₹50 off)", products: ["12"], promo: "FLAT50", subtotal: 40, discount: 40, shipping: 50, total: 50 },
  ])("prices $name: shipping ₹$shipping, total ₹$total", async ({ products, promo, subtotal, discount, shipping, total }) => {
    const { user, address } = await shopperWithCart(shop, products);
    const response = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: promo, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as PlaceOrderAnswer;
    expect([order.subtotalPaise, order.discountPaise, order.shippingPaise, order.totalPaise]).toEqual([rupees(subtotal), rupees(discount), rupees(shipping), rupees(total)]);
  });

  it("prices from the catalogue whatever the cart row or the request says", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "2"]);
    await shop.db.update(cartItems).set({ pricePaise: 1, productName: "Tampered" }).where(eq(cartItems.userId, user.id));
    const response = await placeOrderRequest(shop, user, {
      addressId: address.id,
      idempotencyKey: newKey(),
      subtotalPaise: 1,
      totalPaise: 1,
      discountPaise: 72_500,
      items: [{ productId: "1", pricePaise: 1, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    const { order } = (await response.json()) as PlaceOrderAnswer;
    expect(order).toMatchObject({ subtotalPaise: rupees(725), discountPaise: 0, totalPaise: rupees(725) });
    expect(order.items.map((i) => [i.productName, i.pricePaise])).toEqual([
      ["Hydraulic Pressed Mustard Oil 1L", rupees(375)],
      ["Wood Pressed Mustard Oil 1L", rupees(350)],
    ]);
  });

  it("refuses an empty cart, a missing or foreign address, a product no longer sold and a payment other than COD", async () => {
    const { user, address } = await shopperWithCart(shop, []);
    const empty = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.message).toBe("Your cart is empty");

    const stranger = await shopperWithCart(shop, ["1"]);
    for (const addressId of [address.id, "not-a-uuid", crypto.randomUUID()]) {
      const foreign = await placeOrderRequest(shop, stranger.user, { addressId, idempotencyKey: newKey() });
      expect(foreign.status).toBe(404);
      expect(((await foreign.json()) as ErrorBody).error.message).toBe("Selected address not found");
    }
    const noAddress = await placeOrderRequest(shop, stranger.user, { addressId: "", idempotencyKey: newKey() });
    expect(((await noAddress.json()) as ErrorBody).error.message).toBe("Please select a delivery address");
    const card = await placeOrderRequest(shop, stranger.user, { addressId: stranger.address.id, paymentMethod: "card", idempotencyKey: newKey() });
    expect(card.status).toBe(400);

    await shop.db.insert(cartItems).values({ userId: stranger.user.id, productId: "99", productName: "Old Pickle", productImage: "/x.svg", pricePaise: 100 });
    const gone = await placeOrderRequest(shop, stranger.user, { addressId: stranger.address.id, idempotencyKey: newKey() });
    expect(gone.status).toBe(409);
    expect(((await gone.json()) as ErrorBody).error.message).toBe("Old Pickle is no longer sold. Please remove it from your cart.");
    expect(await ordersOf(stranger.user.id)).toEqual([]);
    expect(await cartCount(stranger.user.id)).toBe(2);
  });

  it("re-checks the promo code when placing and writes nothing when it fails", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const cases = [
      ["FIRST100", "Promo Code Limit Reached", "This promo code has reached its usage limit"],
      ["DIWALI25", "Expired Promo Code", "This promo code has expired"],
      ["MONSOON20", "Invalid Promo Code", "This promo code is not valid or has expired"],
      ["BULK15", "Minimum Order Not Met", "This promo code requires a minimum order of ₹1,000"],
    ];
    for (const [code, title, message] of cases) {
      const response = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: code, idempotencyKey: newKey() });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error).toMatchObject({ title, message });
    }
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await cartCount(user.id)).toBe(1);
    expect(await usedCount("FIRST100")).toBe(100);
  });

  it("returns the first order for a repeated idempotency key and writes nothing more", async () => {
    const { user, address } = await shopperWithCart(shop, ["2"]);
    const key = newKey();
    const first = (await (await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "FLAT50", idempotencyKey: key })).json()) as PlaceOrderAnswer;
    const mailsAfterFirst = shop.sentMail.length;
    const again = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "FLAT50", idempotencyKey: key });
    expect(again.status).toBe(200);
    const replay = (await again.json()) as PlaceOrderAnswer;
    expect(replay.created).toBe(false);
    expect(replay.order).toEqual(first.order);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(shop.sentMail.length).toBe(mailsAfterFirst);
  });

  it("writes one order when the same key arrives 5 times at once, and one when two tabs order at once", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "4"]);
    const key = newKey();
    const before = await usedCount("LAUNCH10");
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => placeOrderRequest(shop, user, { addressId: address.id, promoCode: "LAUNCH10", idempotencyKey: key })),
    );
    const answers = (await Promise.all(responses.map((r) => r.json()))) as PlaceOrderAnswer[];
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.order.id)).size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
    expect(await usedCount("LAUNCH10")).toBe(before + 1);

    const tabs = await shopperWithCart(shop, ["2"]);
    const both = await Promise.all([newKey(), newKey()].map((idempotencyKey) => placeOrderRequest(shop, tabs.user, { addressId: tabs.address.id, idempotencyKey })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await ordersOf(tabs.user.id)).toHaveLength(1);
  });

  it("keeps the order when the confirmation e-mail fails", async () => {
    const failingShop = createApp({
      env: shop.env,
      db: shop.db,
      auth: shop.auth,
      logger: createLogger("silent"),
      mailer: {
        send: async () => {
          throw new Error("SMTP down");
        },
      },
    });
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const response = await failingShop.request("/api/orders", {
      method: "POST",
      headers: { Origin: shop.origin, Cookie: user.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ addressId: address.id, idempotencyKey: newKey() }),
    });
    expect(response.status).toBe(201);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it("shows a shopper only their own orders, newest first, a page at a time", async () => {
    const { user, address } = await shopperWithCart(shop, ["12"]);
    const placed: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      if (i > 0) await shopperCartAgain(user.cookie);
      const answer = (await (await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).json()) as PlaceOrderAnswer;
      placed.unshift(answer.order.id);
    }
    const first = (await (await shop.request("GET", "/api/orders?limit=2", { cookie: user.cookie })).json()) as OrderPage;
    expect(first.orders.map((o) => o.id)).toEqual(placed.slice(0, 2));
    expect(first.orders[0]!.items).toHaveLength(1);
    expect(first.nextCursor).toBe(placed[1]);
    const second = (await (await shop.request("GET", `/api/orders?limit=2&cursor=${first.nextCursor}`, { cookie: user.cookie })).json()) as OrderPage;
    expect(second).toMatchObject({ orders: [{ id: placed[2] }], nextCursor: null });

    const other = await shop.signUp();
    expect(((await (await shop.request("GET", "/api/orders", { cookie: other.cookie })).json()) as OrderPage).orders).toEqual([]);
    expect((await shop.request("GET", `/api/orders/${placed[0]}`, { cookie: other.cookie })).status).toBe(404);
    expect((await shop.request("GET", "/api/orders/not-a-uuid", { cookie: other.cookie })).status).toBe(404);
    const foreignCursor = (await (await shop.request("GET", `/api/orders?cursor=${placed[0]}`, { cookie: other.cookie })).json()) as OrderPage;
    expect(foreignCursor.orders).toEqual([]);

    async function shopperCartAgain(cookie: string) {
      expect((await shop.request("POST", "/api/cart/items", { cookie, body: { productId: "12" } })).status).toBe(200);
    }
  });

  it("lets exactly usage_limit orders take a limited code when 50 arrive at once", async () => {
    await shop.db.insert(promoCodes).values({ code: "TENONLY", description: "₹10 off, 10 uses", discountType: "fixed", discountValue: rupees(10), usageLimit: 10 });
    const shoppers = [];
    for (let i = 0; i < 50; i += 1) shoppers.push(await shopperWithCart(shop, ["3"]));
    const responses = await Promise.all(
      shoppers.map(({ user, address }) => placeOrderRequest(shop, user, { addressId: address.id, promoCode: "TENONLY", idempotencyKey: newKey() })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(40);
    for (const response of responses.filter((r) => r.status === 400)) {
      expect(((await response.json()) as ErrorBody).error.message).toBe("This promo code has reached its usage limit");
    }
    const discounted = await shop.db.select().from(orders).where(eq(orders.promoCode, "TENONLY"));
    expect(discounted).toHaveLength(10);
    expect(discounted.every((o) => o.discountPaise === rupees(10))).toBe(true);
    expect(await usedCount("TENONLY")).toBe(10);
  }, 120_000);

  it("saves a second address without making it the default, and orders to it", async () => {
    const { user } = await shopperWithCart(shop, ["2"]);
    const office = await saveAddress(shop, user, { city: "Jaipur" });
    const answer = (await (await placeOrderRequest(shop, user, { addressId: office.id, idempotencyKey: newKey() })).json()) as PlaceOrderAnswer;
    expect(answer.order.shipping.city).toBe("Jaipur");
  });
});
