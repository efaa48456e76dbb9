import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import type { TestApp } from "~/server/test/app";
import { moveOrderRequest } from "~/server/test/back-office";
import { insertOrder } from "~/server/test/orders";
import { onlineOrderOpened, paymentTrail, postWebhook, setUpShopWithGateway } from "~/server/test/online-payment";
import { webhookBody } from "~/server/test/razorpay-stand-in";
import { setUpTestApp } from "~/server/test/set-up";
import { upiOrder } from "~/server/test/statements";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { CANCELLED_ORDER_REFUND_REASON, RETURNED_ORDER_REFUND_REASON } from "./refund-on-cancel";
import { oweRefund } from "./service";

const shopperCancels = (shop: TestApp, user: TestUser, orderNumber: string) =>
  shop.request("POST", `/api/orders/number/${orderNumber}/cancel`, { cookie: user.cookie, body: { reason: "Ordered by mistake" } });
const staffCancels = (shop: TestApp, staff: TestUser, orderId: string) =>
  shop.api(staff).admin.orders[":id"].status.$post({ param: { id: orderId }, json: { toStatus: "cancelled" } });
const refundsOf = (shop: TestApp, orderId: string) => shop.db.select().from(refunds).where(eq(refunds.orderId, orderId));
const paymentStatusOf = async (shop: TestApp, orderId: string) => (await shop.db.select({ status: orders.paymentStatus }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe("cancelling a paid order owes its refund", () => {
  const shop = setUpTestApp();

  it("a paid UPI order cancelled by its shopper owes all it was paid, waiting for where to send it, and the e-mail says so", async () => {
    const user = await shop.signUp();
    const order = await upiOrder(shop, user.id, "431800000101", "paid");
    expect((await shopperCancels(shop, user, order.orderNumber)).status).toBe(200);
    expect(await refundsOf(shop, order.id)).toMatchObject([
      { amountPaise: order.totalPaise, method: null, status: "pending", reason: CANCELLED_ORDER_REFUND_REASON, createdByUserId: user.id, sentAt: null },
    ]);
    expect(await paymentStatusOf(shop, order.id)).toBe("refunded");
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, order.id)).then((rows) => rows.filter((row) => row.action === "order.status"));
    expect(audit!.after).toMatchObject({ orderStatus: "cancelled", refundOwedPaise: order.totalPaise });
    await shop.mailSettled();
    const mail = shop.sentMail.find((message) => message.to === user.email && message.subject.includes("cancelled"));
    expect(mail?.text).toContain("please tell us on your order page which UPI ID or bank account to send it to");
  });

  it("a partly refunded order cancelled by staff owes only what is left", async () => {
    const user = await shop.signUp();
    const staff = await signUpStaff(shop);
    const order = await upiOrder(shop, user.id, "431800000102", "paid");
    await shop.db.transaction((tx) => oweRefund(tx, { orderId: order.id, amountPaise: 10_000, reason: "One jar leaked", createdByUserId: staff.id }));
    expect(await paymentStatusOf(shop, order.id)).toBe("partly_refunded");
    expect((await staffCancels(shop, staff, order.id)).status).toBe(200);
    const owed = await refundsOf(shop, order.id);
    expect(owed.map((refund) => refund.amountPaise).sort((a, b) => a - b)).toEqual([10_000, order.totalPaise - 10_000].sort((a, b) => a - b));
    expect(await paymentStatusOf(shop, order.id)).toBe("refunded");
  });

  it("a paid UPI parcel that comes back to the shop owes all it was paid, and no e-mail asks for cash at the door", async () => {
    const user = await shop.signUp();
    const staff = await signUpStaff(shop);
    const order = await upiOrder(shop, user.id, "431800000103", "paid");
    for (const status of ["processing", "shipped", "returned_to_origin"] as const) expect((await moveOrderRequest(shop, staff, order.id, status)).status).toBe(200);
    expect(await refundsOf(shop, order.id)).toMatchObject([{ amountPaise: order.totalPaise, method: null, status: "pending", reason: RETURNED_ORDER_REFUND_REASON, createdByUserId: staff.id }]);
    expect(await paymentStatusOf(shop, order.id)).toBe("refunded");
    await shop.mailSettled();
    const mails = shop.sentMail.filter((message) => message.to === user.email && message.subject.includes(order.orderNumber));
    expect(mails.map((message) => message.subject)).toEqual([expect.stringContaining("is on its way"), expect.stringContaining("has come back to us")]);
    expect(mails[0]!.text).not.toContain("cash");
    expect(mails[1]!.text).toContain("please tell us on your order page which UPI ID or bank account to send it to");
  });

  it("an unpaid cancellation owes nothing: cash on delivery, and UPI still awaited", async () => {
    const user = await shop.signUp();
    const staff = await signUpStaff(shop);
    const cod = await insertOrder(shop.db, user.id);
    const awaited = await upiOrder(shop, user.id, null, "pending");
    expect((await shopperCancels(shop, user, cod.orderNumber)).status).toBe(200);
    expect((await staffCancels(shop, staff, awaited.id)).status).toBe(200);
    expect(await refundsOf(shop, cod.id)).toEqual([]);
    expect(await refundsOf(shop, awaited.id)).toEqual([]);
    expect(await paymentStatusOf(shop, awaited.id)).toBe("pending");
  });
});

describe("cancelling a paid online order", () => {
  const { shop, gateway } = setUpShopWithGateway();

  it("refunds it through the gateway after the cancellation commits", async () => {
    const { user, order } = await onlineOrderOpened(shop, ["1"]);
    const payment = gateway.pay((await paymentTrail(shop, order.id)).order.gatewayOrderId!);
    await postWebhook(shop, webhookBody("payment.captured", { payment }), { eventId: "evt_CancelPaid000001" });
    expect(await paymentStatusOf(shop, order.id)).toBe("paid");
    expect((await shopperCancels(shop, user, order.orderNumber)).status).toBe(200);
    expect(gateway.calls.at(-1)).toMatchObject({ path: `/v1/payments/${payment.id}/refund`, body: { amount: order.totalPaise } });
    const trail = await paymentTrail(shop, order.id);
    expect(trail.refunds).toMatchObject([{ method: "gateway", status: "sent", amountPaise: order.totalPaise, reason: CANCELLED_ORDER_REFUND_REASON }]);
    expect(trail.order.paymentStatus).toBe("refunded");
    await shop.mailSettled();
    expect(shop.sentMail.find((message) => message.to === user.email && message.subject.includes("cancelled"))?.text).toContain("through the payment gateway");
  });
});
