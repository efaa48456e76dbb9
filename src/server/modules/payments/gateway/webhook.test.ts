import { describe, expect, it } from "vitest";
import { onlineOrderOpened, paymentTrail, postWebhook, setUpShopWithGateway, startPayment } from "~/server/test/online-payment";
import { webhookBody, webhookSignature } from "~/server/test/razorpay-stand-in";
import { cancelOverdueOrders } from "../overdue";
import { LATE_PAYMENT_REFUND_REASON } from "./settle";

let eventCount = 0;
const newEventId = () => `evt_Test${String((eventCount += 1)).padStart(6, "0")}`;

describe("the Razorpay webhook", () => {
  const { shop, gateway } = setUpShopWithGateway();

  it("answers 400 and writes nothing for a wrong, missing or other secret's signature", async () => {
    const { order, checkout } = await onlineOrderOpened(shop);
    const body = webhookBody("payment.captured", { payment: gateway.pay(checkout.gatewayOrderId) });
    const before = await paymentTrail(shop, order.id);
    for (const signature of [null, "", "0".repeat(64), webhookSignature(body, "another-secret"), webhookSignature(`${body} `)]) {
      const response = await postWebhook(shop, body, { eventId: newEventId(), signature });
      expect(response.status).toBe(400);
    }
    // The body changed after signing: the signature is over the raw bytes.
    const tampered = body.replace(`"amount":${order.totalPaise}`, `"amount":${order.totalPaise + 100}`);
    expect((await postWebhook(shop, tampered, { eventId: newEventId(), signature: webhookSignature(body) })).status).toBe(400);
    expect(await paymentTrail(shop, order.id)).toEqual(before);
  });

  it("settles a payment whose browser never came back, and a repeated delivery changes nothing", async () => {
    const { order, checkout } = await onlineOrderOpened(shop);
    const payment = gateway.pay(checkout.gatewayOrderId);
    const body = webhookBody("payment.captured", { payment });
    const eventId = newEventId();
    const first = await postWebhook(shop, body, { eventId });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ repeat: false, outcome: "paid" });
    const paid = await paymentTrail(shop, order.id);
    expect(paid.order).toMatchObject({ paymentStatus: "paid", paymentReference: payment.id, awaiting: null });

    const repeat = await postWebhook(shop, body, { eventId });
    expect(await repeat.json()).toMatchObject({ repeat: true });
    expect(await paymentTrail(shop, order.id)).toEqual(paid);
  });

  it("takes events in any order: order.paid before payment.captured, payment.failed after both", async () => {
    const { order, checkout } = await onlineOrderOpened(shop);
    const failedTry = gateway.pay(checkout.gatewayOrderId, { status: "failed" });
    const payment = gateway.pay(checkout.gatewayOrderId);
    const orderEntity = { id: checkout.gatewayOrderId, entity: "order", amount: order.totalPaise, amount_paid: order.totalPaise, status: "paid", receipt: order.orderNumber };
    expect((await postWebhook(shop, webhookBody("payment.failed", { payment: failedTry }), { eventId: newEventId() })).status).toBe(200);
    expect((await paymentTrail(shop, order.id)).order.paymentStatus).toBe("pending");

    await postWebhook(shop, webhookBody("order.paid", { payment, order: orderEntity }), { eventId: newEventId() });
    const paid = await paymentTrail(shop, order.id);
    expect(paid.order).toMatchObject({ paymentStatus: "paid", paymentReference: payment.id });
    await postWebhook(shop, webhookBody("payment.captured", { payment }), { eventId: newEventId() });
    await postWebhook(shop, webhookBody("payment.failed", { payment: { ...payment, status: "failed" } }), { eventId: newEventId() });
    const after = await paymentTrail(shop, order.id);
    expect(after.order).toEqual(paid.order);
    expect(after.audit).toEqual(paid.audit);
    expect(after.refunds).toEqual([]);
  });

  it("refunds a payment captured after its order was cancelled unpaid, and the refund's webhook marks it sent", async () => {
    const { user, order, checkout } = await onlineOrderOpened(shop);
    // The shopper pays in the gateway's window just after the payment sweep cancelled the order.
    const expired = await cancelOverdueOrders({ ...shop, baseUrl: shop.env.baseUrl, signatory: shop.env.signatory }, new Date(Date.parse(order.awaiting!.until) + 1000));
    expect(expired).toContain(order.id);
    expect((await startPayment(shop, user, order.orderNumber)).status).toBe(409);
    const payment = gateway.pay(checkout.gatewayOrderId);
    gateway.answerRefunds("pending");
    const answer = await postWebhook(shop, webhookBody("payment.captured", { payment }), { eventId: newEventId() });
    gateway.answerRefunds("processed");
    expect(await answer.json()).toMatchObject({ outcome: "refunding" });
    const refunding = await paymentTrail(shop, order.id);
    expect(refunding.order).toMatchObject({ paymentStatus: "refunded", paymentReference: payment.id });
    expect(refunding.refunds).toMatchObject([{ amountPaise: order.totalPaise, method: "gateway", status: "pending", reason: LATE_PAYMENT_REFUND_REASON, gatewayPaymentId: payment.id, createdByUserId: null }]);
    const refundCall = gateway.calls.find((call) => call.path === `/v1/payments/${payment.id}/refund`);
    expect(refundCall?.body).toMatchObject({ amount: order.totalPaise, notes: { refund_id: refunding.refunds[0]!.id } });

    const refund = { id: refunding.refunds[0]!.gatewayRefundId, entity: "refund", amount: order.totalPaise, payment_id: payment.id, status: "processed", notes: { refund_id: refunding.refunds[0]!.id } };
    await postWebhook(shop, webhookBody("refund.processed", { refund, payment }), { eventId: newEventId() });
    const sent = await paymentTrail(shop, order.id);
    expect(sent.refunds).toMatchObject([{ status: "sent", gatewayRefundId: refund.id }]);
    expect(sent.refunds[0]!.sentAt).toBeInstanceOf(Date);
  });
});
