import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "~/server/app";
import { cartItems, orderItems, orders } from "~/server/db/schema";
import { createLogger } from "~/server/logger";
import { newKey } from "~/server/test/checkout";
import { cartLineCount, ordersOf, promoUsedCount } from "~/server/test/db-reads";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { rupees } from "~/shared/money";
import { placeOrder } from "./service";

describe("placing an order when something fails or changes meanwhile", () => {
  const shop = setUpTestApp();

  it("rolls everything back, the promo use included, when the last step before commit fails", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "3"]);
    const before = await promoUsedCount(shop.db, "LAUNCH10");
    const failure = placeOrder(
      shop.db,
      user.id,
      { addressId: address.id, paymentMethod: "cod", promoCode: "LAUNCH10", participateLuckyDraw: false, idempotencyKey: newKey() },
      {
        hooks: {
          beforeCommit: async (tx) => {
            // Everything is written by now: the order, its items, the emptied cart, the promo use.
            const [written] = (await tx.execute<{ n: number }>(sql`select used_count as n from promo_codes where code = 'LAUNCH10'`)).rows;
            expect(written!.n).toBe(before + 1);
            throw new Error("injected failure");
          },
        },
      },
    );
    await expect(failure).rejects.toThrow("injected failure");
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
    const strayItems = await shop.db.execute(sql`select count(*)::int as n from ${orderItems} i left join ${orders} o on o.id = i.order_id where o.id is null`);
    expect(strayItems.rows[0]!.n).toBe(0);
    expect(await cartLineCount(shop.db, user.id)).toBe(2);
    expect(await promoUsedCount(shop.db, "LAUNCH10")).toBe(before);
  });

  it("empties only the lines it ordered: a line added while the order is being written stays in the cart", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const { order } = await placeOrder(
      shop.db,
      user.id,
      { addressId: address.id, paymentMethod: "cod", participateLuckyDraw: false, idempotencyKey: newKey() },
      {
        hooks: {
          // As another tab's add would land between reading the cart and emptying it.
          afterOrderInsert: async (tx) => {
            await tx.insert(cartItems).values({ userId: user.id, productId: "12", productName: "Kathiya Daliya", productImage: "/images/products/12.svg", pricePaise: rupees(40) });
          },
        },
      },
    );
    expect(order.items.map((item) => item.productId)).toEqual(["1"]);
    const left = await shop.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(left.map((line) => line.productId)).toEqual(["12"]);
  });

  it("keeps the order when the confirmation e-mail fails", async () => {
    const failingShop = createApp({
      env: shop.env,
      db: shop.db,
      auth: shop.auth,
      logger: createLogger("silent"),
      mailer: {
        send: async () => {
          throw new Error("SMTP down");
        },
      },
    });
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const response = await failingShop.request("/api/orders", {
      method: "POST",
      headers: { Origin: shop.origin, Cookie: user.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ addressId: address.id, idempotencyKey: newKey() }),
    });
    expect(response.status).toBe(201);
    expect(await ordersOf(shop.db, user.id)).toHaveLength(1);
  });
});
