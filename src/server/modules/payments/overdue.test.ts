import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { taxDocuments } from "~/server/db/schema/invoices";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { promoUsedCount, stockOf as stockOfSize } from "~/server/test/db-reads";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import type { Awaited } from "~/shared/payment";
import { cancelOverdueOrders } from "./overdue";

const MINUTE = 60_000;

describe("orders that waited past their deadline", () => {
  const shop = setUpTestApp();
  const sweep = (now: Date) => cancelOverdueOrders({ ...shop, baseUrl: shop.env.baseUrl, signatory: shop.env.signatory }, now);
  // An item's first size has the item's id (docs/decisions/052-pack-sizes.md).
  const stockOf = (sizeId: string) => stockOfSize(shop.db, sizeId);

  /** A placed order that waits for `awaiting` until `until`. */
  async function waitingOrder(awaiting: Awaited, until: Date) {
    const { user, address } = await shopperWithCart(shop, ["1", "1"]);
    const answer = await placeOrderRequest(shop, user, { addressId: address.id, promoCode: "launch10", idempotencyKey: newKey() });
    expect(answer.status).toBe(201);
    const { order } = await answer.json();
    await shop.db.update(orders).set({ awaiting, awaitingUntil: until }).where(eq(orders.id, order.id));
    return { order, user };
  }

  it("cancels an unpaid UPI order once its time is up, gives back its stock and promo use, issues a credit note and tells the shopper why", async () => {
    const placedAt = new Date();
    const stockBefore = await stockOf("1");
    const usesBefore = await promoUsedCount(shop.db, "LAUNCH10");
    const { order, user } = await waitingOrder("upi_payment", new Date(placedAt.getTime() + 30 * MINUTE));
    expect(await stockOf("1")).toBe(stockBefore === null ? null : stockBefore - 2);

    expect(await sweep(new Date(placedAt.getTime() + 29 * MINUTE))).not.toContain(order.id);
    expect(await sweep(new Date(placedAt.getTime() + 31 * MINUTE))).toContain(order.id);

    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ orderStatus: "cancelled", awaiting: null, awaitingUntil: null });
    expect(await stockOf("1")).toBe(stockBefore);
    expect(await promoUsedCount(shop.db, "LAUNCH10")).toBe(usesBefore);
    const events = await shop.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, "cancelled")));
    expect(events).toMatchObject([{ fromStatus: "pending", actorUserId: null }]);
    const notes = await shop.db.select().from(taxDocuments).where(and(eq(taxDocuments.orderId, order.id), eq(taxDocuments.kind, "credit-note")));
    expect(notes).toHaveLength(1);
    const mail = (await shop.mailSettled(), shop.sentMail.filter((message) => message.to === user.email && message.subject.includes("cancelled")));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain("its UPI payment did not reach us in time");

    expect(await sweep(new Date(placedAt.getTime() + 60 * MINUTE))).not.toContain(order.id);
  });

  it("leaves an order whose payment came before the deadline, and a COD order waiting for nothing", async () => {
    const now = new Date();
    const { order: paid } = await waitingOrder("upi_payment", new Date(now.getTime() + MINUTE));
    await shop.db.update(orders).set({ awaiting: null, awaitingUntil: null, paymentStatus: "submitted" }).where(eq(orders.id, paid.id));
    const { user, address } = await shopperWithCart(shop, ["3"]);
    const { order: cash } = await (await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).json();

    const cancelled = await sweep(new Date(now.getTime() + 48 * 60 * MINUTE));
    expect(cancelled).not.toContain(paid.id);
    expect(cancelled).not.toContain(cash.id);
    const rows = await shop.db.select({ id: orders.id, status: orders.orderStatus }).from(orders).where(eq(orders.userId, user.id));
    expect(rows).toEqual([{ id: cash.id, status: "pending" }]);
  });

  it("cancels an unconfirmed COD order once, when two sweeps run at the same moment", async () => {
    const now = new Date();
    const { order, user } = await waitingOrder("cod_confirmation", new Date(now.getTime() - MINUTE));
    const [first, second] = await Promise.all([sweep(now), sweep(now)]);
    expect([...first, ...second].filter((id) => id === order.id)).toHaveLength(1);
    const events = await shop.db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, "cancelled")));
    expect(events).toHaveLength(1);
    await shop.mailSettled();
    const mail = shop.sentMail.filter((message) => message.to === user.email && message.subject.includes("cancelled"));
    expect(mail.map((message) => message.text)).toEqual([expect.stringContaining("it was not confirmed in time")]);
  });
});
