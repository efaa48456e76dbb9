import { brand } from "~/shared/brand";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { moveOrderRequest } from "~/server/test/back-office";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from "~/shared/order-status";

describe("staff move orders one allowed step at a time (docs/product-rules.md#order-statuses)", () => {
  const shop = setUpTestApp();
  const customer = setUpOnce(() => shop.signUp({ name: "Meena Kumari" }));
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const move = (orderId: string, toStatus: OrderStatus) => moveOrderRequest(shop, staff, orderId, toStatus);
  const statusOf = async (orderId: string) => (await shop.db.select().from(orders).where(eq(orders.id, orderId)))[0];

  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => ({ from, to, allowed: ORDER_TRANSITIONS[from].includes(to) })));

  it("has exactly the six allowed moves", () => {
    expect(pairs.filter((pair) => pair.allowed).map(({ from, to }) => `${from}→${to}`)).toEqual([
      "pending→processing",
      "pending→cancelled",
      "processing→shipped",
      "processing→cancelled",
      "shipped→delivered",
      "shipped→returned_to_origin",
    ]);
  });

  it.each(pairs)("$from → $to (allowed: $allowed)", async ({ from, to, allowed }) => {
    const order = await insertOrder(shop.db, customer.id, { status: from });
    const response = await move(order.id, to);
    const after = await statusOf(order.id);
    if (allowed) {
      expect(response.status).toBe(200);
      const { order: view } = await response.json();
      expect(view.orderStatus).toBe(to);
      expect(view.history.at(-1)).toMatchObject({ fromStatus: from, toStatus: to, actor: { email: staff.email } });
      expect(after?.orderStatus).toBe(to);
    } else {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { message: `Cannot change an order from ${ORDER_STATUS_LABELS[from]} to ${ORDER_STATUS_LABELS[to]}` } });
      expect(after?.orderStatus).toBe(from);
      expect(await shop.db.$count(orderEvents, eq(orderEvents.orderId, order.id))).toBe(0);
    }
  });

  it("marks a cash-on-delivery order paid when it is delivered, and only then", async () => {
    const order = await insertOrder(shop.db, customer.id, { status: "processing" });
    await move(order.id, "shipped");
    expect((await statusOf(order.id))?.paymentStatus).toBe("pending");
    await move(order.id, "delivered");
    expect(await statusOf(order.id)).toMatchObject({ orderStatus: "delivered", paymentStatus: "paid" });
  });

  it("answers 404 for an unknown order and 400 for an unknown status", async () => {
    expect((await move("00000000-0000-4000-8000-000000000000", "processing")).status).toBe(404);
    const order = await insertOrder(shop.db, customer.id);
    // Raw on purpose: the typed client only sends statuses that exist.
    const lost = await shop.request("POST", `/api/admin/orders/${order.id}/status`, { cookie: staff.cookie, body: { toStatus: "lost" } });
    expect(lost.status).toBe(400);
  });

  it("e-mails the customer when the order is shipped, delivered or cancelled, not when processing", async () => {
    const order = await insertOrder(shop.db, customer.id);
    const mailFor = () => shop.sentMail.filter((mail) => mail.subject.includes(order.orderNumber));
    await move(order.id, "processing");
    await shop.mailSettled();
    expect(mailFor()).toHaveLength(0);
    await move(order.id, "shipped");
    await move(order.id, "delivered");
    await shop.mailSettled();
    expect(mailFor().map((mail) => mail.to)).toEqual([customer.email, customer.email]);
    expect(mailFor()[0]?.subject).toContain("is on its way");
    expect(mailFor()[0]?.text).toContain("Please keep the cash ready for the delivery.");
    expect(mailFor()[1]?.subject).toContain("has been delivered");

    const other = await insertOrder(shop.db, customer.id);
    await move(other.id, "cancelled");
    await shop.mailSettled();
    expect(shop.sentMail.filter((mail) => mail.subject.includes(other.orderNumber))[0]?.text).toContain("has been cancelled");
  });

  it("e-mails an order placed in Hindi in Hindi, with its page's Hindi address", async () => {
    const order = await insertOrder(shop.db, customer.id, { language: "hi" });
    await move(order.id, "processing");
    await move(order.id, "shipped");
    await shop.mailSettled();
    const [mail] = shop.sentMail.filter((sent) => sent.subject.includes(order.orderNumber));
    expect(mail?.subject).toBe(`ऑर्डर ${order.orderNumber} आपके पास आ रहा है: ${brand.name}`);
    expect(mail?.text).toContain(`आपका ऑर्डर #${order.orderNumber} भेज दिया गया है`);
    expect(mail?.text).toContain(`/hi/account/orders/${order.orderNumber}`);
    expect(mail?.html).toContain('<html lang="hi">');
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
});
