import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cartItems } from "~/server/db/schema/cart";
import { orderItems, orders } from "~/server/db/schema/orders";
import { promoCodes } from "~/server/db/schema/promos";
import { createTestApp, type TestApp } from "~/server/test/app";
import { newKey, shopperWithCart } from "./checkout-fixtures";
import { placeOrder } from "./service";

// Failures and races inside the checkout transaction, made by triggers in the real database
// rather than by test seams in placeOrder's signature.

/** The message of an error and of every cause under it (the driver's error sits under Drizzle's). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(" | ");
}

describe("checkout is all or nothing", () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await createTestApp();
  });
  afterAll(() => shop.close());
  afterEach(async () => {
    await shop.db.execute(sql`drop trigger if exists orders_test_trigger on orders`);
    await shop.db.execute(sql`drop function if exists orders_test_trigger()`);
  });

  /** A trigger on orders, for this shopper only; `deferred` fires it at commit, after every write. */
  async function onOrderInsert(userId: string, body: string, { deferred = false } = {}) {
    await shop.db.execute(sql.raw(`create function orders_test_trigger() returns trigger language plpgsql as $$ begin ${body} return new; end $$`));
    const kind = deferred ? "constraint trigger" : "trigger";
    const timing = deferred ? "deferrable initially deferred" : "";
    await shop.db.execute(
      sql.raw(`create ${kind} orders_test_trigger after insert on orders ${timing} for each row when (new.user_id = '${userId.replaceAll("'", "''")}') execute function orders_test_trigger()`),
    );
  }

  const usedCount = async (code: string) => (await shop.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.usedCount;

  it("rolls everything back, the promo use included, when the commit itself fails", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "3"]);
    const before = await usedCount("LAUNCH10");
    // At commit, everything is written: the order's items, the emptied cart, the promo use. Say so, then fail.
    await onOrderInsert(
      user.id,
      `raise exception 'injected failure: % items, % cart lines, LAUNCH10 used %',
        (select count(*) from order_items where order_id = new.id),
        (select count(*) from cart_items where user_id = new.user_id),
        (select used_count from promo_codes where code = 'LAUNCH10');`,
      { deferred: true },
    );
    const failure = await placeOrder(shop.db, user.id, { addressId: address.id, paymentMethod: "cod", promoCode: "LAUNCH10", participateLuckyDraw: false, idempotencyKey: newKey() }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(messagesOf(failure)).toContain(`injected failure: 2 items, 0 cart lines, LAUNCH10 used ${before + 1}`);

    expect(await shop.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const strayItems = await shop.db.execute(sql`select count(*)::int as n from ${orderItems} i left join ${orders} o on o.id = i.order_id where o.id is null`);
    expect(strayItems.rows[0]!.n).toBe(0);
    expect(await shop.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(2);
    expect(await usedCount("LAUNCH10")).toBe(before);
  });

  it("empties only the lines it ordered: a line added while the order is being written stays in the cart", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    // As another tab's add would land between reading the cart and emptying it.
    await onOrderInsert(user.id, `insert into cart_items (user_id, product_id, product_name, product_image, price_paise) values (new.user_id, '12', 'Kathiya Daliya', '/images/products/12.svg', 4000);`);
    const { order } = await placeOrder(shop.db, user.id, { addressId: address.id, paymentMethod: "cod", participateLuckyDraw: false, idempotencyKey: newKey() });
    expect(order.items.map((item) => item.productId)).toEqual(["1"]);
    const left = await shop.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(left.map((line) => line.productId)).toEqual(["12"]);
  });
});
