import { describe, expect, it } from "vitest";
import { errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { ordersOf } from "~/server/test/db-reads";
import { onlineOrderOpened, paymentTrail, postWebhook, setUpShopWithGateway, startPayment, verifyPayment } from "~/server/test/online-payment";
import { paymentSignature, webhookBody } from "~/server/test/razorpay-stand-in";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } from "~/shared/schemas/gateway-payment";

describe("online payment without gateway keys", () => {
  const shop = setUpTestApp();

  it("is not offered, refused at Place Order with a clear message, and its endpoints answer nothing", async () => {
    expect(await (await shop.api().payments.gateway.$get()).json()).toEqual({ online: false });
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const refused = await placeOrderRequest(shop, user, { addressId: address.id, paymentMethod: "online", idempotencyKey: newKey() });
    expect(refused.status).toBe(400);
    expect(await errorOf(refused)).toMatchObject({ message: ONLINE_PAYMENT_UNAVAILABLE_MESSAGE, fields: { paymentMethod: ONLINE_PAYMENT_UNAVAILABLE_MESSAGE } });
    expect(await ordersOf(shop.db, user.id)).toHaveLength(0);
    expect((await startPayment(shop, user, "ORD-1-AAAAAAA")).status).toBe(409);
    const body = webhookBody("payment.captured", {});
    expect((await postWebhook(shop, body, { eventId: "evt_NoKeys0001" })).status).toBe(404);
  });
});

describe("online payment with gateway keys", () => {
  const { shop, gateway } = setUpShopWithGateway();

  it("is offered; the order holds its stock and waits; the gateway order carries the exact total and the order number", async () => {
    expect(await (await shop.api().payments.gateway.$get()).json()).toEqual({ online: true });
    const { user, order, checkout } = await onlineOrderOpened(shop, ["1", "3"]);
    expect(order).toMatchObject({ paymentMethod: "online", paymentStatus: "pending", orderStatus: "pending", awaiting: { what: "online_payment" } });
    // Held as long as a UPI order (PRODUCT.md: 30 minutes by default).
    expect(Date.parse(order.awaiting!.until) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect(checkout).toMatchObject({ keyId: "rzp_test_ShopTestKey01", amountPaise: order.totalPaise, currency: "INR", orderNumber: order.orderNumber });
    const created = gateway.calls.filter((call) => call.path === "/v1/orders");
    expect(created.at(-1)?.body).toMatchObject({ amount: order.totalPaise, currency: "INR", receipt: order.orderNumber });
    expect(created.at(-1)?.authorization).toBe(`Basic ${Buffer.from("rzp_test_ShopTestKey01:test-key-secret-for-signatures").toString("base64")}`);
    const trail = await paymentTrail(shop, order.id);
    expect(trail.order).toMatchObject({ paymentStatus: "pending", awaiting: "online_payment", gatewayOrderId: checkout.gatewayOrderId });

    // Pay now after closing the gateway's window: the same gateway order, no second one.
    const again = await (await startPayment(shop, user, order.orderNumber)).json();
    expect(again).toMatchObject({ checkout: { gatewayOrderId: checkout.gatewayOrderId } });
    expect(gateway.calls.filter((call) => call.path === "/v1/orders")).toHaveLength(created.length);
  });

  it("refuses a wrong signature with 400 and writes nothing; a right one marks the order paid once", async () => {
    const { user, order, checkout } = await onlineOrderOpened(shop);
    const payment = gateway.pay(checkout.gatewayOrderId);
    const before = await paymentTrail(shop, order.id);
    const forged = await verifyPayment(shop, user, order.orderNumber, { razorpay_order_id: checkout.gatewayOrderId, razorpay_payment_id: payment.id, razorpay_signature: paymentSignature(checkout.gatewayOrderId, payment.id, "not-the-key-secret") });
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toMatchObject({ message: "The payment could not be verified" });
    expect(await paymentTrail(shop, order.id)).toEqual(before);

    const signed = { razorpay_order_id: checkout.gatewayOrderId, razorpay_payment_id: payment.id, razorpay_signature: paymentSignature(checkout.gatewayOrderId, payment.id) };
    expect(await (await verifyPayment(shop, user, order.orderNumber, signed)).json()).toEqual({ outcome: "paid" });
    const paid = await paymentTrail(shop, order.id);
    expect(paid.order).toMatchObject({ paymentStatus: "paid", paymentReference: payment.id, awaiting: null });
    expect(paid.order.paidAt).toBeInstanceOf(Date);
    expect(paid.audit.filter((entry) => entry.action === "order.payment")).toHaveLength(1);

    // The browser posting twice, then the webhook: nothing more is written.
    expect(await (await verifyPayment(shop, user, order.orderNumber, signed)).json()).toEqual({ outcome: "already_recorded" });
    await postWebhook(shop, webhookBody("payment.captured", { payment }), { eventId: "evt_AfterBrowser01" });
    expect((await paymentTrail(shop, order.id)).audit).toHaveLength(paid.audit.length);
    const view = await (await shop.api(user).orders.number[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } })).json();
    expect(view).toMatchObject({ order: { paymentStatus: "paid" } });
    expect((await startPayment(shop, user, order.orderNumber)).status).toBe(409);
  });

  it("never lets a shopper start, verify or even see the payment of another shopper's order", async () => {
    const { order, checkout } = await onlineOrderOpened(shop);
    const stranger = await shop.signUp();
    const payment = gateway.pay(checkout.gatewayOrderId);
    const signed = { razorpay_order_id: checkout.gatewayOrderId, razorpay_payment_id: payment.id, razorpay_signature: paymentSignature(checkout.gatewayOrderId, payment.id) };
    const before = await paymentTrail(shop, order.id);
    expect((await startPayment(shop, stranger, order.orderNumber)).status).toBe(404);
    expect((await verifyPayment(shop, stranger, order.orderNumber, signed)).status).toBe(404);
    expect((await shop.request("POST", `/api/payments/gateway/orders/${order.orderNumber}/verify`, { body: signed })).status).toBe(401);
    expect(await paymentTrail(shop, order.id)).toEqual(before);
  });

  it("refuses a payment of another gateway order, even correctly signed", async () => {
    const first = await onlineOrderOpened(shop);
    const second = await onlineOrderOpened(shop);
    const payment = gateway.pay(second.checkout.gatewayOrderId);
    const signed = { razorpay_order_id: second.checkout.gatewayOrderId, razorpay_payment_id: payment.id, razorpay_signature: paymentSignature(second.checkout.gatewayOrderId, payment.id) };
    expect((await verifyPayment(shop, first.user, first.order.orderNumber, signed)).status).toBe(400);
    expect((await paymentTrail(shop, first.order.id)).order.paymentStatus).toBe("pending");
  });

});

