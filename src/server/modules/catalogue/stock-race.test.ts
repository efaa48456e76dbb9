import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueSizes, stockMovements } from "~/server/db/schema/catalogue";
import { orderItems, orders } from "~/server/db/schema/orders";
import { promoCodes } from "~/server/db/schema/promos";
import { errorOf } from "~/server/test/answers";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { onPostgres } from "~/server/test/database";
import { promoUsedCount } from "~/server/test/db-reads";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { rupees } from "~/shared/money";

// The last units of an item, wanted by far more shoppers at once than there are units, while a
// limited promo code is raced for in the same moment (docs/product-rules.md#stock). On PostgreSQL
// (npm test runs it there too) the orders really run side by side on the pool's connections.

/** `count` shoppers with these products in their carts, signed up 20 at a time. */
async function shoppers(shop: ReturnType<typeof setUpTestApp>, count: number, productIds: string[]) {
  const made = [];
  for (let start = 0; start < count; start += 20) {
    made.push(...(await Promise.all(Array.from({ length: Math.min(20, count - start) }, () => shopperWithCart(shop, productIds)))));
  }
  return made;
}

describe(`the last units, ordered by many at once (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const shop = setUpTestApp();

  it("sells exactly the 10 units left to 200 shoppers, refuses 190 clearly, and keeps a limited code to its limit in the same run", async () => {
    await shop.db.update(catalogueSizes).set({ stockOnHand: 10 }).where(eq(catalogueSizes.id, "1"));
    await shop.db.insert(promoCodes).values({ code: "RACE10", description: "₹10 off, 10 uses", discountType: "fixed", discountValue: rupees(10), usageLimit: 10 });
    const forOil = await shoppers(shop, 200, ["1"]);
    const forCode = await shoppers(shop, 50, ["3"]);

    const responses = await Promise.all([
      ...forOil.map(({ user, address }) => placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })),
      ...forCode.map(({ user, address }) => placeOrderRequest(shop, user, { addressId: address.id, promoCode: "RACE10", idempotencyKey: newKey() })),
    ]);
    const statuses: number[] = responses.map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    const oil = statuses.slice(0, 200);
    expect(oil.filter((status) => status === 201)).toHaveLength(10);
    expect(oil.filter((status) => status === 409)).toHaveLength(190);
    const refusals = await Promise.all(responses.slice(0, 200).filter((_, i) => oil[i] === 409).map((response) => errorOf(response)));
    expect(new Set(refusals.map((error) => error.message))).toEqual(new Set(["Hydraulic Pressed Mustard Oil 1L is out of stock. Please remove it from your cart."]));

    const code = statuses.slice(200);
    expect(code.filter((status) => status === 201)).toHaveLength(10);
    expect(code.filter((status) => status === 400)).toHaveLength(40);
    expect(await promoUsedCount(shop.db, "RACE10")).toBe(10);

    const [left] = await shop.db.select({ onHand: catalogueSizes.stockOnHand }).from(catalogueSizes).where(eq(catalogueSizes.id, "1"));
    expect(left?.onHand).toBe(0);
    const sold = await shop.db.select({ quantity: orderItems.quantity }).from(orderItems).innerJoin(orders, eq(orders.id, orderItems.orderId)).where(eq(orderItems.productId, "1"));
    expect(sold.reduce((sum, line) => sum + line.quantity, 0)).toBe(10);
    const movements = await shop.db.select().from(stockMovements).where(eq(stockMovements.itemId, "1"));
    expect(movements).toHaveLength(10);
    expect(movements.map((m) => m.onHandAfter).sort((a, b) => a! - b!)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  }, 300_000);
});
