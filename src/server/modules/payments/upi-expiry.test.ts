import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "~/server/db/schema/orders";
import { bodyOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { promoUsedCount, stockOf as stockOfSize } from "~/server/test/db-reads";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { cancelOverdueOrders } from "./overdue";

const MINUTE = 60_000;

describe("a UPI order nobody pays", () => {
  const shop = setUpTestApp();
  const sweep = (now: Date) => cancelOverdueOrders({ ...shop, baseUrl: shop.env.baseUrl, signatory: shop.env.signatory }, now);
  const stockOf = (sizeId: string) => stockOfSize(shop.db, sizeId);

  it("placed through the API, expires after the hold time and gives back its stock and promo use; a paid one stays", async () => {
    const stockBefore = await stockOf("1");
    const usesBefore = await promoUsedCount(shop.db, "LAUNCH10");
    const { user, address } = await shopperWithCart(shop, ["1", "1"]);
    const placedAt = new Date();
    const { order } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, paymentMethod: "upi", promoCode: "launch10", idempotencyKey: newKey() }), 201);
    expect(await stockOf("1")).toBe(stockBefore === null ? null : stockBefore - 2);
    expect(await promoUsedCount(shop.db, "LAUNCH10")).toBe(usesBefore + 1);

    // Another UPI order whose shopper gave a UTR in time: it no longer waits, so it never expires.
    const payer = await shopperWithCart(shop, ["3"]);
    const { order: submitted } = await bodyOf(placeOrderRequest(shop, payer.user, { addressId: payer.address.id, paymentMethod: "upi", idempotencyKey: newKey() }), 201);
    await bodyOf(shop.api(payer.user).upi.orders[":orderNumber"].utr.$post({ param: { orderNumber: submitted.orderNumber }, json: { utr: "987654321012" } }));

    expect(await sweep(new Date(placedAt.getTime() + 29 * MINUTE))).not.toContain(order.id);
    const cancelled = await sweep(new Date(placedAt.getTime() + 31 * MINUTE));
    expect(cancelled).toContain(order.id);
    expect(cancelled).not.toContain(submitted.id);

    const rows = await shop.db.select({ id: orders.id, status: orders.orderStatus, awaiting: orders.awaiting }).from(orders).where(eq(orders.id, order.id));
    expect(rows).toEqual([{ id: order.id, status: "cancelled", awaiting: null }]);
    expect(await stockOf("1")).toBe(stockBefore);
    expect(await promoUsedCount(shop.db, "LAUNCH10")).toBe(usesBefore);
    const page = await bodyOf(shop.api(user).upi.orders[":orderNumber"].$get({ param: { orderNumber: order.orderNumber } }));
    expect(page).toMatchObject({ orderStatus: "cancelled", link: null, payBy: null });
  });
});
