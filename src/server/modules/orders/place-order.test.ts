import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartItems } from "~/server/db/schema/cart";
import { orderEvents, orderItems } from "~/server/db/schema/orders";
import { newKey, placeOrderRequest, type PlaceOrderAnswer } from "~/server/test/checkout";
import { cartLineCount, ordersOf, promoUsedCount } from "~/server/test/db-reads";
import { errorOf } from "~/server/test/answers";
import { setUpTestApp } from "~/server/test/set-up";
import { saveAddress, shopperWithCart } from "~/server/test/shopper";
import { rupees } from "~/shared/money";
import { seedHindi } from "~/shared/catalog/seed-hindi";

describe("placing an order", () => {
  const shop = setUpTestApp();

  it("refuses a signed-out visitor", async () => {
    expect((await shop.request("POST", "/api/orders", { body: {} })).status).toBe(401);
    expect((await shop.api().orders.$get({ query: {} })).status).toBe(401);
  });

  it("writes the order, its items and its first status, empties the cart and e-mails the customer", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "3", "3"]); // ₹375 + 2 × ₹85 = ₹545
    const response = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "launch10", participateLuckyDraw: true, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order, created } = await response.json();
    expect(created).toBe(true);
    expect(order.orderNumber).toMatch(/^ORD-\d{13}-[A-Z0-9]{7}$/);
    expect(order).toMatchObject({
      subtotalPaise: rupees(545),
      discountPaise: rupees(54.5),
      promoCode: "LAUNCH10",
      shippingPaise: 0,
      // ₹545 − ₹54.50 = ₹490.50, paid in cash as ₹490: the 50 paise are the round off.
      roundOffPaise: 50,
      totalPaise: rupees(490),
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
    expect(await cartLineCount(shop.db, user.id)).toBe(0);
    expect(await promoUsedCount(shop.db, "LAUNCH10")).toBe(1);
    const events = await shop.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromStatus, e.toStatus])).toEqual([[null, "pending"]]);

    await shop.mailSettled();
    const mail = shop.sentMail.find((m) => m.to === user.email);
    expect(mail?.subject).toContain(order.orderNumber);
    expect(mail?.text).toContain("Round off: -₹0.50\nTotal: ₹490");
    expect(mail?.text).toContain("Payment: Cash on Delivery. Please keep ₹490 ready in cash.");
    expect(mail?.html).toContain("Hydraulic Pressed Mustard Oil 1L x 1");

    const read = await shop.api(user).orders.id[":id"].$get({ param: { id: order.id } });
    expect((await read.json()).order).toEqual(order);
  });

  it("e-mails an order placed from a Hindi checkout in Hindi, its links to the Hindi pages", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const key = newKey();
    const response = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: key, language: "hi" });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    // A retry of the same press answers with the same order, named the same way.
    const replay = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: key, language: "hi" });
    expect((await replay.json()).order.items.map((item) => item.productName)).toEqual([seedHindi["1"]!.nameHi]);
    await shop.mailSettled();
    const mail = shop.sentMail.find((m) => m.to === user.email);
    expect(mail?.subject).toContain(`ऑर्डर ${order.orderNumber}`);
    expect(mail?.text).toContain("आपके ऑर्डर के लिए धन्यवाद!");
    expect(mail?.text).toContain(`भुगतान: कैश ऑन डिलीवरी। कृपया ₹${order.totalPaise / 100} कैश में तैयार रखें।`);
    expect(mail?.text).toContain(`/hi/account/orders/${order.orderNumber}`);
    expect(mail?.html).toContain(`आपका ऑर्डर <strong>#${order.orderNumber}</strong> मिल गया है।`);
    // The items in Hindi, in the e-mail and the answer; the order keeps the English its invoice prints.
    const hindiName = seedHindi["1"]!.nameHi;
    expect(mail?.text).toContain(`- ${hindiName} x 1: ₹375`);
    expect(mail?.html).toContain(`${hindiName} x 1`);
    expect(order.items.map((item) => item.productName)).toEqual([hindiName]);
    const stored = await shop.db.select({ productName: orderItems.productName }).from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(stored).toEqual([{ productName: "Hydraulic Pressed Mustard Oil 1L" }]);
  });

  it.each([
    { name: "₹495 without a promo", products: ["1", "5", "12"], promo: undefined, subtotal: 495, discount: 0, shipping: 50, total: 545 },
    { name: "₹500 without a promo", products: ["1", "3", "12"], promo: undefined, subtotal: 500, discount: 0, shipping: 0, total: 500 },
    { name: "₹495 with LAUNCH10", products: ["1", "5", "12"], promo: "LAUNCH10", subtotal: 495, discount: 49.5, shipping: 50, roundOff: 0.5, total: 495 },
    // Free shipping is decided before the discount: ₹500 − ₹50 still ships free.
    { name: "₹500 with LAUNCH10", products: ["1", "3", "12"], promo: "LAUNCH10", subtotal: 500, discount: 50, shipping: 0, total: 450 },
    { name: "₹40 with FLAT50 (₹50 off)", products: ["12"], promo: "FLAT50", subtotal: 40, discount: 40, shipping: 50, total: 50 },
  ])("prices $name: shipping ₹$shipping, total ₹$total", async ({ products, promo, subtotal, discount, shipping, roundOff = 0, total }) => {
    const { user, address } = await shopperWithCart(shop, products);
    const response = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: promo, idempotencyKey: newKey() });
    expect(response.status).toBe(201);
    const { order } = await response.json();
    expect([order.subtotalPaise, order.discountPaise, order.shippingPaise, order.roundOffPaise, order.totalPaise]).toEqual([
      rupees(subtotal),
      rupees(discount),
      rupees(shipping),
      rupees(roundOff),
      rupees(total),
    ]);
  });

  it("takes cash on delivery up to ₹10,000: a cart over it is refused and nothing is written", async () => {
    // 27 × ₹375 = ₹10,125 is over the limit; with LAUNCH10 (₹1,012.50 off) it pays ₹9,112.
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const [line] = (await (await shop.api(user).cart.$get()).json()).lines;
    const raise = await shop.api(user).cart.items[":lineId"].$patch({ param: { lineId: line!.id }, json: { quantity: 27 } });
    expect(raise.status).toBe(200);
    const over = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(over.status).toBe(400);
    expect((await errorOf(over)).message).toBe("Cash on Delivery is available for orders up to ₹10,000");
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
    expect(await cartLineCount(shop.db, user.id)).toBe(1);

    const withCode = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "LAUNCH10", idempotencyKey: newKey() });
    expect(withCode.status).toBe(201);
    const { order } = await withCode.json();
    expect([order.subtotalPaise, order.discountPaise, order.roundOffPaise, order.totalPaise]).toEqual([rupees(10_125), rupees(1012.5), 50, rupees(9112)]);
  });

  it("prices from the catalogue whatever the cart row or the request says", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "2"]);
    await shop.db.update(cartItems).set({ pricePaise: 1, productName: "Tampered" }).where(eq(cartItems.userId, user.id));
    // Figures the request has no business sending: the raw request, since the typed one refuses them.
    const response = await shop.request("POST", "/api/orders", {
      cookie: user.cookie,
      body: {
        paymentMethod: "cod",
        participateLuckyDraw: false,
        addressId: address.id,
        idempotencyKey: newKey(),
        subtotalPaise: 1,
        totalPaise: 1,
        discountPaise: 72_500,
        items: [{ productId: "1", pricePaise: 1, quantity: 1 }],
      },
    });
    expect(response.status).toBe(201);
    const { order }: PlaceOrderAnswer = await response.json();
    expect(order).toMatchObject({ subtotalPaise: rupees(725), discountPaise: 0, totalPaise: rupees(725) });
    expect(order.items.map((i) => [i.productName, i.pricePaise])).toEqual([
      ["Hydraulic Pressed Mustard Oil 1L", rupees(375)],
      ["Wood Pressed Mustard Oil 1L", rupees(350)],
    ]);
  });

  it("refuses an empty cart, a missing or foreign address, a product no longer sold and a payment method the shop does not take", async () => {
    const { user, address } = await shopperWithCart(shop, []);
    const empty = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).message).toBe("Your cart is empty");

    const stranger = await shopperWithCart(shop, ["1"]);
    for (const addressId of [address.id, "not-a-uuid", crypto.randomUUID()]) {
      const foreign = await placeOrderRequest(shop, stranger.user, { addressId, idempotencyKey: newKey() });
      expect(foreign.status).toBe(404);
      expect((await errorOf(foreign)).message).toBe("Selected address not found");
    }
    const noAddress = await placeOrderRequest(shop, stranger.user, { addressId: "", idempotencyKey: newKey() });
    expect((await errorOf(noAddress)).message).toBe("Please select a delivery address");
    const card = await shop.request("POST", "/api/orders", {
      cookie: stranger.user.cookie,
      body: { addressId: stranger.address.id, paymentMethod: "card", participateLuckyDraw: false, idempotencyKey: newKey() },
    });
    expect(card.status).toBe(400);

    await shop.db.insert(cartItems).values({ userId: stranger.user.id, productId: "99", sizeId: "99", productName: "Old Pickle", productImage: "/x.svg", pricePaise: 100 });
    const gone = await placeOrderRequest(shop, stranger.user, { addressId: stranger.address.id, idempotencyKey: newKey() });
    expect(gone.status).toBe(409);
    expect((await errorOf(gone)).message).toBe("Old Pickle is no longer sold. Please remove it from your cart.");
    expect(await ordersOf(shop.db, stranger.user.id)).toEqual([]);
    expect(await cartLineCount(shop.db, stranger.user.id)).toBe(2);
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
      expect(await errorOf(response)).toMatchObject({ title, message });
    }
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
    expect(await cartLineCount(shop.db, user.id)).toBe(1);
    expect(await promoUsedCount(shop.db, "FIRST100")).toBe(100);
  });

  it("saves a second address without making it the default, and orders to it", async () => {
    const { user } = await shopperWithCart(shop, ["2"]);
    const office = await saveAddress(shop, user, { city: "Jaipur" });
    const answer = await (await placeOrderRequest(shop, user, { addressId: office.id, idempotencyKey: newKey() })).json();
    expect(answer.order.shipping.city).toBe("Jaipur");
  });
});
