import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { orders } from "~/server/db/schema/orders";
import { paymentSettings } from "~/server/db/schema/payment-settings";
import { moveOrderRequest } from "~/server/test/back-office";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { addToCart, shopperWithCart } from "~/server/test/shopper";
import { signUpStaff, type TestUser } from "~/server/test/users";
import { DEFAULT_PAYMENT_SETTINGS } from "~/shared/payment";
import { ALREADY_CONFIRMED, CONFIRM_EXPIRED } from "./cod-confirmation";
import { cancelOverdueOrders } from "./overdue";

const HOUR = 3_600_000;

describe("COD confirmation (PRODUCT.md: first order, or ₹2,000 or more)", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));
  const rowOf = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  /** Places the shopper's cart as a COD order and returns it with the confirm link its e-mail carries (null when none). */
  async function place(user: TestUser, addressId: string) {
    const answer = await placeOrderRequest(shop, user, { addressId, idempotencyKey: newKey() });
    expect(answer.status).toBe(201);
    const { order } = await answer.json();
    await shop.mailSettled();
    const mail = shop.sentMail.find((message) => message.to === user.email && message.subject.includes(order.orderNumber));
    const link = mail?.text.match(/Confirm your order: (\S+)/)?.[1] ?? null;
    return { order, mail, token: link ? new URL(link).searchParams.get("token") : null, link };
  }

  const linkState = (token: string) => shop.request("GET", `/api/cod-confirmations/${token}`);
  const confirmLink = (token: string) => shop.request("POST", `/api/cod-confirmations/${token}`);

  it("holds a first-time shopper's order for 48 hours and confirms it once through the e-mail's link, signed out", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const before = Date.now();
    const { order, mail, link, token } = await place(user, address.id);
    expect(order).toMatchObject({ orderStatus: "pending", awaiting: { what: "cod_confirmation" } });
    const until = new Date(order.awaiting!.until).getTime();
    expect(until - before).toBeGreaterThanOrEqual(48 * HOUR - 5_000);
    expect(until - before).toBeLessThanOrEqual(48 * HOUR + 60_000);
    expect(mail?.subject).toContain("Please confirm your order");
    expect(link).toMatch(/\/confirm-order\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail?.html).toContain("Confirm your order</a>");

    // Opening the link (or a mail scanner fetching it) reads, and confirms nothing.
    expect(await (await linkState(token!)).json()).toEqual({ orderNumber: order.orderNumber, state: "open" });
    expect((await rowOf(order.id)).awaiting).toBe("cod_confirmation");

    const confirmed = await confirmLink(token!);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ orderNumber: order.orderNumber });
    expect(await rowOf(order.id)).toMatchObject({ orderStatus: "pending", awaiting: null, awaitingUntil: null });
    const audit = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.cod_confirmed")));
    expect(audit).toMatchObject([{ actorUserId: null, after: { confirmedBy: "link", awaiting: null } }]);

    const again = await confirmLink(token!);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { message: ALREADY_CONFIRMED } });
    expect(await (await linkState(token!)).json()).toEqual({ orderNumber: order.orderNumber, state: "used" });
    expect((await linkState("A".repeat(43))).status).toBe(404);
    expect((await linkState("short")).status).toBe(400);
  });

  it("asks a shopper with a delivered order only when the total reaches the threshold staff set", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    await insertOrder(shop.db, user.id, { status: "delivered" });
    const small = await place(user, address.id);
    expect(small.order.awaiting).toBeNull();
    expect(small.token).toBeNull();
    expect(small.mail?.subject).toContain("placed");

    await shop.db.insert(paymentSettings).values({ ...DEFAULT_PAYMENT_SETTINGS, codConfirmMinTotalPaise: small.order.totalPaise });
    try {
      await addToCart(shop, user, ["1"]);
      const large = await place(user, address.id);
      expect(large.order.awaiting).toMatchObject({ what: "cod_confirmation" });
      expect(large.token).not.toBeNull();
    } finally {
      await shop.db.delete(paymentSettings);
    }
  });

  it("lets only the owner confirm from the order page; another shopper gets a 404", async () => {
    const { user, address } = await shopperWithCart(shop, ["3"]);
    const { order } = await place(user, address.id);
    const stranger = await shop.signUp();
    const confirmAs = (who: TestUser) => shop.api(who).orders.number[":orderNumber"].confirm.$post({ param: { orderNumber: order.orderNumber } });

    expect((await confirmAs(stranger)).status).toBe(404);
    expect((await rowOf(order.id)).awaiting).toBe("cod_confirmation");
    const mine = await confirmAs(user);
    expect(mine.status).toBe(200);
    expect((await mine.json()).order.awaiting).toBeNull();
    expect((await confirmAs(user)).status).toBe(409);
  });

  it("refuses to move an unconfirmed order on (409 naming what it waits for), lets staff confirm by phone with a note, audited, and cancel stays possible", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const { order, token } = await place(user, address.id);
    const refused = await moveOrderRequest(shop, staff, order.id, "processing");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: { message: "This order cannot move on yet: Awaiting COD confirmation. It can still be cancelled." } });
    expect((await rowOf(order.id)).orderStatus).toBe("pending");

    const byPhone = (note: string) => shop.api(staff).admin.orders[":id"]["cod-confirmation"].$post({ param: { id: order.id }, json: { note } });
    expect((await byPhone("  ")).status).toBe(400);
    expect((await rowOf(order.id)).awaiting).toBe("cod_confirmation");
    const confirmed = await byPhone("Called 98765 43210, she wants it");
    expect(confirmed.status).toBe(200);
    const audit = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.cod_confirmed")));
    expect(audit).toMatchObject([{ actorUserId: staff.id, after: { confirmedBy: "phone", note: "Called 98765 43210, she wants it" } }]);
    expect((await confirmLink(token!)).status).toBe(409);
    expect((await moveOrderRequest(shop, staff, order.id, "processing")).status).toBe(200);

    await addToCart(shop, user, ["1"]);
    const { order: other } = await place(user, address.id);
    expect(other.awaiting).toMatchObject({ what: "cod_confirmation" });
    expect((await moveOrderRequest(shop, staff, other.id, "cancelled")).status).toBe(200);
  });

  it("cancels an order left unconfirmed once its time is up; its link then says it expired", async () => {
    const { user, address } = await shopperWithCart(shop, ["3"]);
    const { order, token } = await place(user, address.id);
    const sweep = (now: Date) => cancelOverdueOrders({ ...shop, baseUrl: shop.env.baseUrl, signatory: shop.env.signatory }, now);
    expect(await sweep(new Date(Date.now() + 47 * HOUR))).not.toContain(order.id);
    expect(await sweep(new Date(Date.now() + 49 * HOUR))).toContain(order.id);
    expect(await rowOf(order.id)).toMatchObject({ orderStatus: "cancelled", awaiting: null });
    expect(await (await linkState(token!)).json()).toEqual({ orderNumber: order.orderNumber, state: "expired" });
    const late = await confirmLink(token!);
    expect(late.status).toBe(410);
    expect(await late.json()).toMatchObject({ error: { message: CONFIRM_EXPIRED } });
  });
});
