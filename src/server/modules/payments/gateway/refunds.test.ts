import { describe, expect, it } from "vitest";
import { errorOf, fieldErrorsOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { onlineOrderOpened, paymentTrail, postWebhook, setUpShopWithGateway } from "~/server/test/online-payment";
import { webhookBody } from "~/server/test/razorpay-stand-in";
import type { TestApp } from "~/server/test/app";
import { shopperWithCart } from "~/server/test/shopper";
import { signUpStaff, type TestUser } from "~/server/test/users";

let eventCount = 0;
const newEventId = () => `evt_Refund${String((eventCount += 1)).padStart(6, "0")}`;

function refundRequest(shop: TestApp, staff: TestUser, orderId: string, json: { amountPaise: number; reason: string }) {
  return shop.api(staff).admin.payments.orders[":id"].refunds.$post({ param: { id: orderId }, json });
}

describe("refunds through the gateway from the back office", () => {
  const { shop, gateway } = setUpShopWithGateway();

  async function paidOnlineOrder() {
    const opened = await onlineOrderOpened(shop, ["1", "3"]);
    const payment = gateway.pay(opened.checkout.gatewayOrderId);
    await postWebhook(shop, webhookBody("payment.captured", { payment }), { eventId: newEventId() });
    expect((await paymentTrail(shop, opened.order.id)).order.paymentStatus).toBe("paid");
    return { ...opened, payment };
  }

  it("refunds the whole payment: the gateway is asked, the refund is recorded and audited, the order reads refunded", async () => {
    const { order, payment } = await paidOnlineOrder();
    const staff = await signUpStaff(shop);
    const response = await refundRequest(shop, staff, order.id, { amountPaise: order.totalPaise, reason: "Out of stock after payment" });
    expect(response.status).toBe(201);
    const { refund } = await response.json();
    expect(refund).toMatchObject({ amountPaise: order.totalPaise, method: "gateway", status: "sent", reason: "Out of stock after payment", createdByUserId: staff.id });
    expect(refund.gatewayRefundId).toMatch(/^rfnd_/);
    expect(gateway.calls.at(-1)).toMatchObject({ path: `/v1/payments/${payment.id}/refund`, body: { amount: order.totalPaise, notes: { refund_id: refund.id } } });
    const trail = await paymentTrail(shop, order.id);
    expect(trail.order.paymentStatus).toBe("refunded");
    expect(trail.audit.filter((entry) => entry.actorUserId === staff.id).map((entry) => entry.action)).toEqual(["order.refund", "order.payment"]);
    const list = await (await shop.api(staff).admin.payments.orders[":id"].refunds.$get({ param: { id: order.id } })).json();
    expect(list.refunds).toHaveLength(1);
    // Nothing is left to give back.
    const more = await refundRequest(shop, staff, order.id, { amountPaise: 100, reason: "Again" });
    expect(more.status).toBe(409);
  });

  it("refunds part, refuses more than is left without writing, and follows the gateway's failed refund back", async () => {
    const { order } = await paidOnlineOrder();
    const staff = await signUpStaff(shop);
    gateway.answerRefunds("pending");
    const part = await (await refundRequest(shop, staff, order.id, { amountPaise: 10_000, reason: "One pouch leaked" })).json();
    gateway.answerRefunds("processed");
    expect((await paymentTrail(shop, order.id)).order.paymentStatus).toBe("partly_refunded");

    const before = await paymentTrail(shop, order.id);
    const tooMuch = await refundRequest(shop, staff, order.id, { amountPaise: order.totalPaise, reason: "Everything" });
    expect(await fieldErrorsOf(tooMuch)).toHaveProperty("amountPaise");
    expect(await paymentTrail(shop, order.id)).toEqual(before);

    // The gateway's refund.failed, with only its own id: the refund is failed and the order reads paid again.
    const refund = { id: part.refund.gatewayRefundId, entity: "refund", amount: 10_000, payment_id: part.refund.gatewayPaymentId, status: "failed", notes: {} };
    await postWebhook(shop, webhookBody("refund.failed", { refund }), { eventId: newEventId() });
    const after = await paymentTrail(shop, order.id);
    expect(after.refunds).toMatchObject([{ status: "failed" }]);
    expect(after.order.paymentStatus).toBe("paid");
  });

  it("tells staff when the gateway refuses, keeps the refund as failed and the order paid", async () => {
    const { order } = await paidOnlineOrder();
    const staff = await signUpStaff(shop);
    gateway.answerRefunds("refuse");
    const refused = await refundRequest(shop, staff, order.id, { amountPaise: 5_000, reason: "Late delivery" });
    gateway.answerRefunds("processed");
    expect(refused.status).toBe(502);
    expect((await errorOf(refused)).message).toBe("The payment gateway refused the refund: The refund amount provided is greater than amount captured");
    const trail = await paymentTrail(shop, order.id);
    expect(trail.refunds).toMatchObject([{ status: "failed", amountPaise: 5_000 }]);
    expect(trail.order.paymentStatus).toBe("paid");
  });

  it("is for staff and for paid online orders only", async () => {
    const { order, user } = await paidOnlineOrder();
    expect((await refundRequest(shop, user, order.id, { amountPaise: 100, reason: "Mine" })).status).toBe(404);
    const staff = await signUpStaff(shop);
    const cash = await shopperWithCart(shop, ["1"]);
    const { order: codOrder } = await (await placeOrderRequest(shop, cash.user, { addressId: cash.address.id, idempotencyKey: newKey() })).json();
    const refused = await refundRequest(shop, staff, codOrder.id, { amountPaise: 100, reason: "Cash order" });
    expect(refused.status).toBe(409);
    expect((await paymentTrail(shop, codOrder.id)).refunds).toEqual([]);
  });
});
