import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { orders } from "~/server/db/schema/orders";
import { bodyOf, errorOf, fieldErrorsOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import type { TestUser } from "~/server/test/users";
import { UTR_MESSAGE, UTR_TAKEN_MESSAGE } from "~/shared/schemas/upi";

const MINUTE = 60_000;
let utrCount = 0;
/** A fresh 12-digit UTR per call, so tests sharing one database never collide. */
const newUtr = () => `${Date.now() % 1e9}`.padStart(9, "0") + String((utrCount += 1) % 1000).padStart(3, "0");

describe("paying an order by UPI", () => {
  const shop = setUpTestApp();
  const upi = (user: TestUser) => shop.api(user).upi.orders[":orderNumber"];

  async function upiOrder() {
    const { user, address } = await shopperWithCart(shop, ["1", "3"]);
    const before = Date.now();
    const { order } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, paymentMethod: "upi", idempotencyKey: newKey() }), 201);
    return { user, order, before };
  }
  const rowOf = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("places a UPI order that waits for its payment for the hold time, and a first COD order its confirmation instead", async () => {
    const { order, before } = await upiOrder();
    expect(order).toMatchObject({ paymentMethod: "upi", paymentStatus: "pending", orderStatus: "pending", awaiting: { what: "upi_payment" } });
    const until = Date.parse(order.awaiting!.until);
    expect(until - Date.parse(order.createdAt)).toBe(30 * MINUTE);
    expect(until).toBeGreaterThanOrEqual(before + 30 * MINUTE - 1000);

    const { user, address } = await shopperWithCart(shop, ["3"]);
    const { order: cash } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    expect(cash).toMatchObject({ paymentMethod: "cod", awaiting: { what: "cod_confirmation" } });
  });

  it("refuses a payment method it does not take", async () => {
    const { user, address } = await shopperWithCart(shop, ["3"]);
    const answer = await shop.request("POST", "/api/orders", { cookie: user.cookie, body: { addressId: address.id, paymentMethod: "online", idempotencyKey: newKey() } });
    expect(answer.status).toBe(400);
  });

  it("gives the owner the pay link with the VPA, the amount to the paisa and the order number, and its QR code as SVG", async () => {
    const { user, order } = await upiOrder();
    const payment = await bodyOf(upi(user).$get({ param: { orderNumber: order.orderNumber } }));
    expect(payment).toMatchObject({ totalPaise: order.totalPaise, paymentStatus: "pending", payBy: order.awaiting!.until, payee: { vpa: "demofarmfoods@icici", name: "Demo Farm Foods" } });
    const params = new URL(payment.link!).searchParams;
    expect(payment.link!.startsWith("upi://pay?")).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      pa: "demofarmfoods@icici",
      pn: "Demo Farm Foods",
      am: (order.totalPaise / 100).toFixed(2),
      cu: "INR",
      tr: order.orderNumber,
      tn: `Order ${order.orderNumber}`,
    });

    const qr = await upi(user)["qr.svg"].$get({ param: { orderNumber: order.orderNumber } });
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toContain("image/svg+xml");
    expect(qr.headers.get("cache-control")).toContain("no-store");
    const svg = await qr.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<path");
  });

  it("answers 404 to anyone but the owner, for the page, the QR code and the UTR, and changes nothing", async () => {
    const { order } = await upiOrder();
    const stranger = await shop.signUp();
    const param = { orderNumber: order.orderNumber };
    expect((await upi(stranger).$get({ param })).status).toBe(404);
    expect((await upi(stranger)["qr.svg"].$get({ param })).status).toBe(404);
    expect((await upi(stranger).utr.$post({ param, json: { utr: newUtr() } })).status).toBe(404);
    expect((await shop.request("GET", `/api/upi/orders/${order.orderNumber}/qr.svg`)).status).toBe(401);
    expect(await rowOf(order.id)).toMatchObject({ paymentStatus: "pending", paymentReference: null, awaiting: "upi_payment" });
  });

  it("takes a 12-digit UTR once: the order is submitted, stops waiting, and the change is audited", async () => {
    const { user, order } = await upiOrder();
    const param = { orderNumber: order.orderNumber };
    for (const utr of ["12345", "12345678901a", "1234567890123", ""]) {
      const refused = await upi(user).utr.$post({ param, json: { utr } });
      expect(await fieldErrorsOf(refused)).toEqual({ utr: UTR_MESSAGE });
    }
    const utr = newUtr();
    const spaced = `${utr.slice(0, 4)} ${utr.slice(4, 8)} ${utr.slice(8)}`;
    const payment = await bodyOf(upi(user).utr.$post({ param, json: { utr: spaced } }));
    expect(payment).toMatchObject({ paymentStatus: "submitted", payBy: null, link: null });
    expect(await rowOf(order.id)).toMatchObject({ paymentStatus: "submitted", paymentReference: utr, awaiting: null, awaitingUntil: null, orderStatus: "pending" });
    const audit = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit).toMatchObject([{ actorUserId: user.id, action: "order.payment_submitted", entity: "order", after: { paymentStatus: "submitted", paymentReference: utr } }]);
    const detail = await bodyOf(shop.api(user).orders.number[":orderNumber"].$get({ param }));
    expect(detail.order).toMatchObject({ paymentStatus: "submitted", awaiting: null });

    // Once submitted, the order no longer takes a UTR, and its QR code is gone.
    const again = await upi(user).utr.$post({ param, json: { utr: newUtr() } });
    expect(again.status).toBe(409);
    expect((await upi(user)["qr.svg"].$get({ param })).status).toBe(404);

    // The same UTR for another order is refused with a clear message.
    const other = await upiOrder();
    const reused = await upi(other.user).utr.$post({ param: { orderNumber: other.order.orderNumber }, json: { utr } });
    expect(reused.status).toBe(409);
    expect((await errorOf(reused)).fields).toEqual({ utr: UTR_TAKEN_MESSAGE });
    expect(await rowOf(other.order.id)).toMatchObject({ paymentStatus: "pending", paymentReference: null });
  });

  it("lets one of two orders given the same UTR at the same moment have it", async () => {
    const [first, second] = await Promise.all([upiOrder(), upiOrder()]);
    const utr = newUtr();
    const answers = await Promise.all([first, second].map(({ user, order }) => upi(user).utr.$post({ param: { orderNumber: order.orderNumber }, json: { utr } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect((await errorOf(refused)).fields).toEqual({ utr: UTR_TAKEN_MESSAGE });
    const rows = await Promise.all([rowOf(first.order.id), rowOf(second.order.id)]);
    expect(rows.filter((row) => row.paymentReference === utr)).toHaveLength(1);
  });

  it("refuses a UTR for a cash order and for a UPI order whose time is over", async () => {
    const { user, address } = await shopperWithCart(shop, ["3"]);
    const { order: cash } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() }), 201);
    const refused = await upi(user).utr.$post({ param: { orderNumber: cash.orderNumber }, json: { utr: newUtr() } });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe("This order is not waiting for a UPI payment.");

    const late = await upiOrder();
    await shop.db.update(orders).set({ awaitingUntil: new Date(Date.now() - MINUTE) }).where(eq(orders.id, late.order.id));
    const param = { orderNumber: late.order.orderNumber };
    const expired = await upi(late.user).utr.$post({ param, json: { utr: newUtr() } });
    expect(expired.status).toBe(409);
    expect((await errorOf(expired)).message).toBe("The time to pay for this order is over.");
    expect((await bodyOf(upi(late.user).$get({ param }))).link).toBeNull();
    expect(await rowOf(late.order.id)).toMatchObject({ paymentStatus: "pending", paymentReference: null });
  });

  it("e-mails a UPI order's shopper to pay within the hold time, with a link to the payment page", async () => {
    const { user, order } = await upiOrder();
    await shop.mailSettled();
    const mail = shop.sentMail.find((message) => message.to === user.email && message.subject.includes(order.orderNumber));
    expect(mail?.text).toContain(`Payment: UPI. Please pay ₹${order.totalPaise / 100} within 30 minutes`);
    expect(mail?.text).toContain(`${shop.env.baseUrl}/account/orders/${order.orderNumber}/pay`);
    expect(mail?.html).toContain(`href="${shop.env.baseUrl}/account/orders/${order.orderNumber}/pay"`);
    expect(mail?.text).not.toContain("ready in cash");
  });
});
