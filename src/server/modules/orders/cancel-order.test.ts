import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { taxDocuments } from "~/server/db/schema/invoices";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { promoUsedCount, stockOf as stockOfSize } from "~/server/test/db-reads";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import type { TestUser } from "~/server/test/users";
import { CANNOT_CANCEL_SHIPPED } from "~/shared/cancel-order";

describe("a shopper cancelling their own order", () => {
  const shop = setUpTestApp();
  const cancel = (user: TestUser | undefined, orderNumber: string, json: unknown) =>
    shop.request("POST", `/api/orders/number/${encodeURIComponent(orderNumber)}/cancel`, { cookie: user?.cookie, body: json });
  const stockOf = (sizeId: string) => stockOfSize(shop.db, sizeId);

  async function placed(status: "pending" | "processing" | "shipped" = "pending") {
    const { user, address } = await shopperWithCart(shop, ["1", "1"]);
    const answer = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "launch10", idempotencyKey: newKey() });
    const { order } = await answer.json();
    if (status !== "pending") await shop.db.update(orders).set({ orderStatus: status }).where(eq(orders.id, order.id));
    return { user, order };
  }

  it("cancels a processing order with its reason: stock and promo use back, a credit note, an e-mail, the reason in its history", async () => {
    const stockBefore = await stockOf("1");
    const usesBefore = await promoUsedCount(shop.db, "LAUNCH10");
    const { user, order } = await placed("processing");
    const answer = await cancel(user, order.orderNumber, { reason: "Ordered by mistake" });
    expect(answer.status).toBe(200);
    const detail = await answer.json();
    expect(detail.order).toMatchObject({ orderStatus: "cancelled", creditNoteNumber: expect.stringMatching(/^DFC\//) });
    expect(detail.history.at(-1)).toMatchObject({ status: "cancelled", note: "Ordered by mistake" });
    expect(await stockOf("1")).toBe(stockBefore);
    expect(await promoUsedCount(shop.db, "LAUNCH10")).toBe(usesBefore);
    const [event] = await shop.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, "cancelled")));
    expect(event).toMatchObject({ fromStatus: "processing", actorUserId: user.id, note: "Ordered by mistake" });
    const [audit] = await shop.db.select().from(auditLog).where(and(eq(auditLog.entityId, order.id), eq(auditLog.action, "order.status")));
    expect(audit).toMatchObject({ actorUserId: user.id, after: { orderStatus: "cancelled", note: "Ordered by mistake" } });
    await shop.mailSettled();
    const mail = shop.sentMail.filter((message) => message.to === user.email && message.subject.includes("cancelled"));
    expect(mail.map((message) => message.text)).toEqual([expect.stringContaining("has been cancelled as you asked")]);
  });

  it("refuses a shipped order with the reason and the way back, and a second cancel, changing nothing", async () => {
    const { user, order } = await placed("shipped");
    const shipped = await cancel(user, order.orderNumber, { reason: "Ordered by mistake" });
    expect(shipped.status).toBe(409);
    expect((await errorOf(shipped)).message).toBe(CANNOT_CANCEL_SHIPPED);
    const { user: other, order: pending } = await placed();
    expect((await cancel(other, pending.orderNumber, { reason: "Something else" })).status).toBe(200);
    const again = await cancel(other, pending.orderNumber, { reason: "Something else" });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe("This order is already cancelled.");
    const notes = await shop.db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, pending.id), eq(taxDocuments.kind, "credit-note")));
    expect(notes).toHaveLength(1);
    const [row] = await shop.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("shipped");
  });

  it("needs a reason from the list, and never reaches another shopper's order or a signed-out visitor", async () => {
    const { user, order } = await placed();
    const noReason = await cancel(user, order.orderNumber, {});
    expect(noReason.status).toBe(400);
    expect((await errorOf(noReason)).fields).toMatchObject({ reason: "Please choose why you are cancelling" });
    expect((await cancel(user, order.orderNumber, { reason: "Because" })).status).toBe(400);
    const { user: stranger } = await placed();
    const theirs = await cancel(stranger, order.orderNumber, { reason: "Ordered by mistake" });
    expect(theirs.status).toBe(404);
    expect((await cancel(undefined, order.orderNumber, { reason: "Ordered by mistake" })).status).toBe(401);
    const [row] = await shop.db.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe("pending");
  });
});
