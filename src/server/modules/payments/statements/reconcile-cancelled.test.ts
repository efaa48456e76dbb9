import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { HDFC_COLUMNS, hdfcStatement, upiOrder, uploadStatement } from "~/server/test/statements";
import { signUpStaff } from "~/server/test/users";
import { PAID_AFTER_CANCELLING_REASON } from "../refund-on-cancel";

describe("a statement's credit for an order cancelled while its UTR waited to be checked", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Meera Accounts" }));

  it("records the payment and owes it back once, tells the shopper where to ask for it, and a second upload changes nothing", async () => {
    const customer = await shop.signUp();
    const utr = "431950000001";
    const order = await upiOrder(shop, customer.id, utr, "submitted");
    await shop.request("POST", `/api/orders/number/${order.orderNumber}/cancel`, { cookie: customer.cookie, body: { reason: "Ordered by mistake" } });
    const statement = hdfcStatement([{ utr, creditPaise: order.totalPaise }]);

    const result = await (await uploadStatement(shop, staff, "hdfc-late.csv", statement, HDFC_COLUMNS)).json();
    expect(result).toMatchObject({ status: "reconciled", lines: [{ utr, outcome: "refund_owed", order: { id: order.id } }] });
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ orderStatus: "cancelled", paymentStatus: "refunded", paymentReference: utr, paidAt: expect.any(Date) });
    const owed = await shop.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(owed).toMatchObject([{ amountPaise: order.totalPaise, method: null, status: "pending", reason: PAID_AFTER_CANCELLING_REASON, createdByUserId: staff.id }]);
    await shop.mailSettled();
    const mail = shop.sentMail.filter((message) => message.to === customer.email && message.subject.includes("Payment received"));
    expect(mail.map((message) => message.text)).toEqual([expect.stringContaining("The order was cancelled, so we owe it back to you")]);

    const again = await (await uploadStatement(shop, staff, "hdfc-late-again.csv", statement)).json();
    expect(again).toMatchObject({ status: "reconciled", lines: [{ utr, outcome: "refund_owed", seenBefore: { statementName: "hdfc-late.csv" } }] });
    expect(await shop.db.$count(refunds, eq(refunds.orderId, order.id))).toBe(1);
  });
});
