import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { setUpTestApp } from "~/server/test/set-up";
import { upiOrder } from "~/server/test/statements";
import { oweRefund } from "./service";

describe("a refund the shop owes", () => {
  const shop = setUpTestApp();

  it("on a paid UPI order waits for the shopper's UPI ID or bank account, and the order reads partly refunded", async () => {
    const customer = await shop.signUp();
    const order = await upiOrder(shop, customer.id, "431800000011", "paid");
    const owed = await shop.db.transaction((tx) => oweRefund(tx, { orderId: order.id, amountPaise: 10_000, reason: "Leaking jar", createdByUserId: null }));
    expect(owed.throughGateway).toBe(false);
    const [refund] = await shop.db.select().from(refunds).where(eq(refunds.id, owed.refundId));
    expect(refund).toMatchObject({ orderId: order.id, amountPaise: 10_000, method: null, status: "pending", gatewayPaymentId: null, sentAt: null });
    const [row] = await shop.db.select({ paymentStatus: orders.paymentStatus }).from(orders).where(eq(orders.id, order.id));
    expect(row!.paymentStatus).toBe(order.totalPaise > 10_000 ? "partly_refunded" : "refunded");
    const audits = await shop.db.select().from(auditLog).where(eq(auditLog.action, "order.refund"));
    expect(audits.map((audit) => audit.after)).toContainEqual({ refundId: owed.refundId, amountPaise: 10_000, method: null, reason: "Leaking jar" });
  });

  it("cannot be marked sent before it has somewhere to go", async () => {
    const customer = await shop.signUp();
    const order = await upiOrder(shop, customer.id, "431800000012", "paid");
    const { refundId } = await shop.db.transaction((tx) => oweRefund(tx, { orderId: order.id, amountPaise: 5_000, reason: "Wrong item", createdByUserId: null }));
    await expect(shop.db.update(refunds).set({ status: "sent", sentAt: new Date() }).where(eq(refunds.id, refundId))).rejects.toThrow();
  });
});
