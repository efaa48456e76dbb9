import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { promoCodes } from "~/server/db/schema/promos";
import { moveOrderRequest } from "~/server/test/back-office";
import { promoUsedCount } from "~/server/test/db-reads";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import type { OrderStatus } from "~/shared/order-status";

describe("cancelling an order that used a promo code", () => {
  const shop = setUpTestApp();
  const customer = setUpOnce(() => shop.signUp({ name: "Meena Kumari" }));
  const staff = setUpOnce(() => signUpStaff(shop, { name: "Ravi Staff" }));

  const move = (orderId: string, toStatus: OrderStatus) => moveOrderRequest(shop, staff, orderId, toStatus);
  const usedCount = (code: string) => promoUsedCount(shop.db, code);

  it("gives the use back exactly once", async () => {
    await shop.db.insert(promoCodes).values({ code: "GIVEBACK", discountType: "percentage", discountValue: 10, usedCount: 3, usageLimit: 5 });
    const order = await insertOrder(shop.db, customer.id, { promoCode: "GIVEBACK" });
    expect((await move(order.id, "cancelled")).status).toBe(200);
    expect(await usedCount("GIVEBACK")).toBe(2);
    expect((await move(order.id, "cancelled")).status).toBe(409);
    expect(await usedCount("GIVEBACK")).toBe(2);
    const [audit] = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit?.after).toMatchObject({ orderStatus: "cancelled", promoUseReturned: "GIVEBACK" });
  });

  it("never takes the count below zero", async () => {
    await shop.db.insert(promoCodes).values({ code: "ZEROUSE", discountType: "fixed", discountValue: 5_000, usedCount: 0 });
    const order = await insertOrder(shop.db, customer.id, { promoCode: "ZeroUse" });
    expect((await move(order.id, "cancelled")).status).toBe(200);
    expect(await usedCount("ZEROUSE")).toBe(0);
  });

  it("gives the use back to the code the order used, by its id, whatever the order's text says", async () => {
    await shop.db.insert(promoCodes).values([
      { code: "BYID", discountType: "fixed", discountValue: 5_000, usedCount: 2 },
      { code: "BYTEXT", discountType: "fixed", discountValue: 5_000, usedCount: 2 },
    ]);
    const order = await insertOrder(shop.db, customer.id, { promoCode: "BYID" });
    // An order whose stored text names another code (as a renamed code's old orders would).
    await shop.db.update(orders).set({ promoCode: "BYTEXT" }).where(eq(orders.id, order.id));
    expect((await move(order.id, "cancelled")).status).toBe(200);
    expect([await usedCount("BYID"), await usedCount("BYTEXT")]).toEqual([1, 2]);
  });

  it("does not touch the code when a delivered order is refused a cancel", async () => {
    await shop.db.insert(promoCodes).values({ code: "KEEPUSE", discountType: "fixed", discountValue: 5_000, usedCount: 4 });
    const order = await insertOrder(shop.db, customer.id, { promoCode: "KEEPUSE", status: "delivered" });
    expect((await move(order.id, "cancelled")).status).toBe(409);
    expect(await usedCount("KEEPUSE")).toBe(4);
  });

  it("gives it back once when two staff cancel at the same moment", async () => {
    await shop.db.insert(promoCodes).values({ code: "RACEUSE", discountType: "fixed", discountValue: 5_000, usedCount: 10 });
    const order = await insertOrder(shop.db, customer.id, { promoCode: "RACEUSE", status: "processing" });
    const results = await Promise.all(Array.from({ length: 8 }, () => move(order.id, "cancelled")));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(await usedCount("RACEUSE")).toBe(9);
    expect(await shop.db.$count(orderEvents, eq(orderEvents.orderId, order.id))).toBe(1);
  });
});
