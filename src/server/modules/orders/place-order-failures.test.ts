import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { cartItems } from "~/server/db/schema/cart";
import { orderItems, orders } from "~/server/db/schema/orders";
import { newKey, placeOrderRequest } from "~/server/test/checkout";
import { cartLineCount, ordersOf, promoUsedCount } from "~/server/test/db-reads";
import { deliveryJobCount, emailsTo } from "~/server/test/mail";
import { setUpTestApp } from "~/server/test/set-up";
import { shopperWithCart } from "~/server/test/shopper";
import { placeOrder } from "./service";

// Failures are made by triggers in the real database, not by test seams in placeOrder.

/** The message of an error and of every cause under it (the driver's error sits under Drizzle's). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(" | ");
}

describe("placing an order when something fails or changes meanwhile", () => {
  const shop = setUpTestApp();
  afterEach(async () => {
    await shop.db.execute(sql`drop trigger if exists orders_test_trigger on orders`);
    await shop.db.execute(sql`drop function if exists orders_test_trigger()`);
  });

  /** Runs `body` after an order of this shopper is inserted; `atCommit` defers it to the commit, after every write. */
  async function onOrderInsert(userId: string, body: string, { atCommit = false } = {}) {
    await shop.db.execute(sql.raw(`create function orders_test_trigger() returns trigger language plpgsql as $$ begin ${body} return new; end $$`));
    const kind = atCommit ? "constraint trigger" : "trigger";
    const timing = atCommit ? "deferrable initially deferred" : "";
    const owner = userId.replaceAll("'", "''");
    await shop.db.execute(sql.raw(`create ${kind} orders_test_trigger after insert on orders ${timing} for each row when (new.user_id = '${owner}') execute function orders_test_trigger()`));
  }

  it("rolls everything back, the promo use included, when the commit itself fails", async () => {
    const { user, address } = await shopperWithCart(shop, ["1", "3"]);
    const before = await promoUsedCount(shop.db, "LAUNCH10");
    // At commit everything is written (the items, the emptied cart, the promo use): say so, then fail.
    await onOrderInsert(
      user.id,
      `raise exception 'injected failure: % items, % cart lines, LAUNCH10 used %',
        (select count(*) from order_items where order_id = new.id),
        (select count(*) from cart_items where user_id = new.user_id),
        (select used_count from promo_codes where code = 'LAUNCH10');`,
      { atCommit: true },
    );
    const input = { addressId: address.id, paymentMethod: "cod" as const, promoCode: "LAUNCH10", participateLuckyDraw: false, rewardsPaise: 0, idempotencyKey: newKey() };
    const failure = await placeOrder(shop.db, user.id, input).then(() => null, (error: unknown) => error);
    expect(messagesOf(failure)).toContain(`injected failure: 2 items, 0 cart lines, LAUNCH10 used ${before + 1}`);

    expect(await ordersOf(shop.db, user.id)).toEqual([]);
    const strayItems = await shop.db.execute(sql`select count(*)::int as n from ${orderItems} i left join ${orders} o on o.id = i.order_id where o.id is null`);
    expect(strayItems.rows[0]!.n).toBe(0);
    expect(await cartLineCount(shop.db, user.id)).toBe(2);
    expect(await promoUsedCount(shop.db, "LAUNCH10")).toBe(before);
  });

  it("empties only the lines it ordered: a line added while the order is being written stays in the cart", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    // As another tab's add would land between reading the cart and emptying it.
    await onOrderInsert(user.id, `insert into cart_items (user_id, product_id, size_id, product_name, product_image, price_paise) values (new.user_id, '12', '12', 'Kathiya Daliya', '/images/products/12.svg', 4000);`);
    const { order } = await placeOrder(shop.db, user.id, { addressId: address.id, paymentMethod: "cod", participateLuckyDraw: false, rewardsPaise: 0, idempotencyKey: newKey() });
    expect(order.items.map((item) => item.productId)).toEqual(["1"]);
    const left = await shop.db.select().from(cartItems).where(eq(cartItems.userId, user.id));
    expect(left.map((line) => line.productId)).toEqual(["12"]);
  });

  it("queues no confirmation e-mail when the order fails at commit, and one when it commits", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    const jobsBefore = await deliveryJobCount(shop.db);
    await onOrderInsert(user.id, `raise exception 'injected failure at commit';`, { atCommit: true });
    const failed = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(failed.status).toBe(500);
    expect(await ordersOf(shop.db, user.id)).toEqual([]);
    expect(await emailsTo(shop.db, user.email)).toEqual([]);
    expect(await deliveryJobCount(shop.db)).toBe(jobsBefore);

    await shop.db.execute(sql`drop trigger orders_test_trigger on orders`);
    const placed = await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() });
    expect(placed.status).toBe(201);
    expect((await emailsTo(shop.db, user.email)).map((email) => email.kind)).toEqual(["order_confirmation"]);
  });
});
