import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { promoCodes } from "~/server/db/schema/promos";
import { createTestApp, type TestApp, type TestUser } from "~/server/test/app";
import { ORDER_STATUSES, ORDER_TRANSITIONS } from "~/shared/order-status";
import { insertOrder, signUpStaff } from "~/server/modules/admin/test-support";

describe("staff move orders one allowed step at a time (docs/product-rules.md#order-statuses)", () => {
  let shop: TestApp;
  let customer: TestUser;
  let staff: TestUser;
  beforeAll(async () => {
    shop = await createTestApp();
    customer = await shop.signUp({ name: "Meena Kumari" });
    staff = await signUpStaff(shop, { name: "Ravi Staff" });
  });
  afterAll(() => shop.close());

  const move = (orderId: string, toStatus: string, cookie = staff.cookie) =>
    shop.request("POST", `/api/admin/orders/${orderId}/status`, { cookie, body: { toStatus } });

  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => ({ from, to, allowed: ORDER_TRANSITIONS[from].includes(to) })));

  it("has exactly the five allowed moves", () => {
    expect(pairs.filter((pair) => pair.allowed).map(({ from, to }) => `${from}→${to}`)).toEqual([
      "pending→processing",
      "pending→cancelled",
      "processing→shipped",
      "processing→cancelled",
      "shipped→delivered",
    ]);
  });

  it.each(pairs)("$from → $to (allowed: $allowed)", async ({ from, to, allowed }) => {
    const order = await insertOrder(shop.db, customer.id, { status: from });
    const response = await move(order.id, to);
    const [after] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    if (allowed) {
      expect(response.status).toBe(200);
      const { order: view } = (await response.json()) as { order: { orderStatus: string; history: { fromStatus: string; toStatus: string; actor: { email: string } }[] } };
      expect(view.orderStatus).toBe(to);
      expect(view.history.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, actor: { email: staff.email } });
      expect(after?.orderStatus).toBe(to);
    } else {
      expect(response.status).toBe(409);
      const label = (status: string) => status[0]!.toUpperCase() + status.slice(1);
      expect(await response.json()).toEqual({ error: { message: `Cannot change an order from ${label(from)} to ${label(to)}` } });
      expect(after?.orderStatus).toBe(from);
      expect(await shop.db.$count(orderEvents, eq(orderEvents.orderId, order.id))).toBe(0);
    }
  });

  it("marks a cash-on-delivery order paid when it is delivered, and only then", async () => {
    const order = await insertOrder(shop.db, customer.id, { status: "processing" });
    await move(order.id, "shipped");
    let [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe("pending");
    await move(order.id, "delivered");
    [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ orderStatus: "delivered", paymentStatus: "paid" });
  });

  it("answers 404 for an unknown order and 400 for an unknown status", async () => {
    expect((await move("00000000-0000-4000-8000-000000000000", "processing")).status).toBe(404);
    const order = await insertOrder(shop.db, customer.id);
    expect((await move(order.id, "lost")).status).toBe(400);
  });

  it("e-mails the customer when the order is shipped, delivered or cancelled, not when processing", async () => {
    const order = await insertOrder(shop.db, customer.id);
    const mailFor = () => shop.sentMail.filter((mail) => mail.subject.includes(order.orderNumber));
    await move(order.id, "processing");
    expect(mailFor()).toHaveLength(0);
    await move(order.id, "shipped");
    await move(order.id, "delivered");
    expect(mailFor().map((mail) => mail.to)).toEqual([customer.email, customer.email]);
    expect(mailFor()[0]?.subject).toContain("is on its way");
    expect(mailFor()[1]?.subject).toContain("has been delivered");

    const other = await insertOrder(shop.db, customer.id);
    await move(other.id, "cancelled");
    expect(shop.sentMail.filter((mail) => mail.subject.includes(other.orderNumber))[0]?.text).toContain("has been cancelled");
  });

  it("writes who moved the order, when, from and to, in the audit log", async () => {
    const order = await insertOrder(shop.db, customer.id);
    await move(order.id, "processing");
    const rows = await shop.db.select().from(auditLog).where(and(eq(auditLog.entity, "order"), eq(auditLog.entityId, order.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: staff.id,
      action: "order.status",
      before: { orderNumber: order.orderNumber, orderStatus: "pending", paymentStatus: "pending" },
      after: { orderNumber: order.orderNumber, orderStatus: "processing", paymentStatus: "pending" },
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  describe("cancelling an order that used a promo code", () => {
    const usedCount = async (code: string) => (await shop.db.select({ usedCount: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, code)))[0]!.usedCount;

    it("gives the use back exactly once", async () => {
      await shop.db.insert(promoCodes).values({ code: "GIVEBACK", discountType: "percentage", discountValue: 10, usedCount: 3, usageLimit: 5 });
      const order = await insertOrder(shop.db, customer.id, { promoCode: "GIVEBACK" });
      expect((await move(order.id, "cancelled")).status).toBe(200);
      expect(await usedCount("GIVEBACK")).toBe(2);
      expect((await move(order.id, "cancelled")).status).toBe(409);
      expect(await usedCount("GIVEBACK")).toBe(2);
      const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
      expect(audit?.after).toMatchObject({ orderStatus: "cancelled", promoUseReturned: "GIVEBACK" });
    });

    it("never takes the count below zero, and finds the code whatever its case on the order", async () => {
      await shop.db.insert(promoCodes).values({ code: "ZEROUSE", discountType: "fixed", discountValue: 5_000, usedCount: 0 });
      const order = await insertOrder(shop.db, customer.id, { promoCode: "ZeroUse" });
      expect((await move(order.id, "cancelled")).status).toBe(200);
      expect(await usedCount("ZEROUSE")).toBe(0);
    });

    it("does not touch the code when a delivered order is refused a cancel", async () => {
      await shop.db.insert(promoCodes).values({ code: "KEEPUSE", discountType: "fixed", discountValue: 5_000, usedCount: 4 });
      const order = await insertOrder(shop.db, customer.id, { promoCode: "KEEPUSE", status: "delivered" });
      expect((await move(order.id, "cancelled")).status).toBe(409);
      expect(await usedCount("KEEPUSE")).toBe(4);
    });

    it("gives it back once when two staff cancel at the same moment", async () => {
      await shop.db.insert(promoCodes).values({ code: "RACEUSE", discountType: "fixed", discountValue: 5_000, usedCount: 10 });
      const order = await insertOrder(shop.db, customer.id, { promoCode: "RACEUSE", status: "processing" });
      const results = await Promise.all(Array.from({ length: 8 }, () => move(order.id, "cancelled")));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(await usedCount("RACEUSE")).toBe(9);
      expect(await shop.db.$count(orderEvents, eq(orderEvents.orderId, order.id))).toBe(1);
    });
  });

  describe("the order list", () => {
    let lister: TestUser;
    let listShop: TestApp;
    beforeAll(async () => {
      listShop = await createTestApp();
      lister = await signUpStaff(listShop);
      const buyer = await listShop.signUp({ name: "Kavita Sharma" });
      const other = await listShop.signUp({ name: "Imran Khan" });
      await insertOrder(listShop.db, buyer.id, { createdAt: new Date("2026-03-01T00:10:00+05:30"), fullName: "Kavita Sharma", phone: "9811111111", pincode: "110001" });
      await insertOrder(listShop.db, buyer.id, { createdAt: new Date("2026-03-15T12:00:00+05:30"), status: "shipped", fullName: "Kavita Sharma", phone: "9811111111", pincode: "110001" });
      await insertOrder(listShop.db, other.id, { createdAt: new Date("2026-03-31T23:50:00+05:30"), fullName: "Gift for Amma", phone: "9822222222", pincode: "560001" });
      await insertOrder(listShop.db, other.id, { createdAt: new Date("2026-04-01T00:05:00+05:30"), status: "cancelled", fullName: "Imran Khan", phone: "9822222222", pincode: "560001" });
    });
    afterAll(() => listShop.close());

    type ListBody = { rows: { orderNumber: string; customerName: string; shippingFullName: string; orderStatus: string; createdAt: string }[]; hasMore: boolean };
    const list = async (query: string) => {
      const response = await listShop.request("GET", `/api/admin/orders${query}`, { cookie: lister.cookie });
      expect(response.status).toBe(200);
      return (await response.json()) as ListBody;
    };

    it("lists newest first", async () => {
      const { rows, hasMore } = await list("");
      expect(rows.map((row) => row.createdAt)).toEqual([...rows.map((row) => row.createdAt)].sort().reverse());
      expect(rows).toHaveLength(4);
      expect(hasMore).toBe(false);
    });

    it("filters by status", async () => {
      expect((await list("?status=shipped")).rows.map((row) => row.orderStatus)).toEqual(["shipped"]);
      expect((await list("?status=cancelled")).rows.map((row) => row.shippingFullName)).toEqual(["Imran Khan"]);
    });

    it("filters by days in the shop's time zone, both ends included", async () => {
      expect((await list("?from=2026-03-01&to=2026-03-31")).rows).toHaveLength(3);
      expect((await list("?from=2026-04-01")).rows.map((row) => row.orderStatus)).toEqual(["cancelled"]);
      expect((await list("?to=2026-03-01")).rows).toHaveLength(1);
    });

    it("refuses a date that is not on the calendar with a clear 400, not a database error", async () => {
      const response = await listShop.request("GET", "/api/admin/orders?from=2026-13-45", { cookie: lister.cookie });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe("Use a date like 2026-03-05");
    });

    it("searches order number, customer name, phone and pincode", async () => {
      const { rows } = await list("");
      const number = rows[0]!.orderNumber;
      expect((await list(`?q=${number.toLowerCase()}`)).rows.map((row) => row.orderNumber)).toEqual([number]);
      expect((await list("?q=kavita")).rows).toHaveLength(2);
      // The account holder's name finds orders shipped under another name too.
      expect((await list("?q=imran")).rows).toHaveLength(2);
      expect((await list("?q=98222")).rows).toHaveLength(2);
      expect((await list("?q=110001")).rows).toHaveLength(2);
      expect((await list("?q=%25")).rows).toHaveLength(0);
    });

    it("pages through long lists", async () => {
      const buyer = await listShop.signUp();
      for (let i = 0; i < 21; i += 1) await insertOrder(listShop.db, buyer.id, { createdAt: new Date(Date.UTC(2025, 0, 1, 0, i)) });
      const first = await list("?page=1");
      const second = await list("?page=2");
      expect(first.rows).toHaveLength(20);
      expect(first.hasMore).toBe(true);
      expect(second.rows).toHaveLength(5);
      expect(second.hasMore).toBe(false);
    });

    it("shows an order's items, address, figures and history", async () => {
      const { rows } = await list("?status=shipped");
      const listed = await listShop.db.select().from(orders).where(eq(orders.orderNumber, rows[0]!.orderNumber));
      const response = await listShop.request("GET", `/api/admin/orders/${listed[0]!.id}`, { cookie: lister.cookie });
      const { order } = (await response.json()) as { order: Record<string, unknown> };
      expect(order).toMatchObject({
        orderNumber: rows[0]!.orderNumber,
        customer: { name: "Kavita Sharma" },
        shipping: { fullName: "Kavita Sharma", phone: "9811111111", pincode: "110001", city: "Jaipur" },
        subtotalPaise: 75_000,
        totalPaise: 75_000,
        participateLuckyDraw: false,
        items: [{ productName: "Hydraulic Pressed Mustard Oil 1L", quantity: 2, pricePaise: 37_500, subtotalPaise: 75_000 }],
        history: [],
      });
    });
  });
});
