import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { orders } from "~/server/db/schema/orders";
import { errorOf, fieldErrorsOf } from "~/server/test/answers";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { upiOrder } from "~/server/test/statements";
import { signUpStaff } from "~/server/test/users";

describe("staff mark a UPI order paid by hand with its UTR", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Meera Accounts" }));
  const markPaid = (orderId: string, utr: string) => shop.api(staff).admin.payments.orders[":id"].paid.$post({ param: { id: orderId }, json: { utr } });
  const orderRow = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it("marks it paid with the UTR, audited as done by hand, even when the shopper had mistyped theirs", async () => {
    const customer = await shop.signUp();
    const order = await upiOrder(shop, customer.id, "431800000001");
    const answer = await markPaid(order.id, " 431800000099 ");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ paid: { orderId: order.id, orderNumber: order.orderNumber, totalPaise: order.totalPaise } });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: "paid", paymentReference: "431800000099", awaiting: null });
    const audits = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.payment")));
    expect(audits).toMatchObject([{ actorUserId: staff.id, before: { paymentStatus: "submitted", paymentReference: "431800000001" }, after: { paymentStatus: "paid", paymentReference: "431800000099", source: "manual" } }]);

    const again = await markPaid(order.id, "431800000099");
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This order is already paid.");
  });

  it("tells a shopper who ordered in Hindi in Hindi, linking to the order's Hindi page", async () => {
    const customer = await shop.signUp({ name: "Kamla Devi" });
    const order = await upiOrder(shop, customer.id, "431800000777");
    await shop.db.update(orders).set({ language: "hi" }).where(eq(orders.id, order.id));
    expect((await markPaid(order.id, "431800000777")).status).toBe(200);
    await shop.mailSettled();
    const [mail] = shop.sentMail.filter((message) => message.to === customer.email);
    expect(mail?.subject).toBe(`ऑर्डर ${order.orderNumber} का भुगतान मिल गया`);
    expect(mail?.text).toContain("नमस्ते Kamla,");
    expect(mail?.text).toContain(`के लिए आपका ₹`);
    expect(mail?.text).toContain(`(UPI रेफ़रेंस 431800000777)। धन्यवाद!`);
    expect(mail?.text).toContain(`अपना ऑर्डर देखें: ${shop.env.baseUrl}/hi/account/orders/${order.orderNumber}`);
    expect(mail?.html).toContain('<html lang="hi">');
  });

  it("refuses a UTR that is not 12 digits, one already on another order, and a cash order, changing nothing", async () => {
    const customer = await shop.signUp();
    const order = await upiOrder(shop, customer.id, null, "pending");
    const other = await upiOrder(shop, customer.id, "431800000002");
    const cash = await insertOrder(shop.db, customer.id);
    const before = await orderRow(order.id);

    const short = await markPaid(order.id, "43180000");
    expect(await fieldErrorsOf(short)).toEqual({ utr: "Enter the 12-digit UPI reference (UTR)" });
    const taken = await markPaid(order.id, "431800000002");
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe(`This UTR is already on order ${other.orderNumber}.`);
    const onCash = await markPaid(cash.id, "431800000003");
    expect(onCash.status).toBe(409);
    expect((await errorOf(onCash)).message).toBe("Only a UPI order is marked paid with a UTR.");

    expect(await orderRow(order.id)).toEqual(before);
    expect((await orderRow(cash.id)).paymentStatus).toBe("pending");
    expect(await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.payment")))).toEqual([]);
  });
});
