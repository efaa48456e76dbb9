import { describe, expect, it } from "vitest";
import { insertOrder } from "~/server/test/orders";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";

describe("the back office dashboard", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));

  it("counts today's and this month's orders and revenue, cancelled left out, and orders per status", async () => {
    const customer = await shop.signUp();
    const now = new Date();
    await insertOrder(shop.db, customer.id, { pricePaise: 10_000, quantity: 1, createdAt: now });
    await insertOrder(shop.db, customer.id, { pricePaise: 60_000, quantity: 1, createdAt: now, status: "processing" });
    await insertOrder(shop.db, customer.id, { pricePaise: 60_000, quantity: 1, createdAt: now, status: "cancelled" });
    await insertOrder(shop.db, customer.id, { pricePaise: 60_000, quantity: 1, createdAt: new Date("2020-01-15T12:00:00Z"), status: "delivered" });
    const response = await shop.api(staff).admin.dashboard.$get();
    const { dashboard } = await response.json();
    // ₹100 + ₹50 shipping, and ₹600 with free shipping.
    expect(dashboard.today).toEqual({ orders: 2, revenuePaise: 15_000 + 60_000 });
    expect(dashboard.thisMonth).toEqual({ orders: 2, revenuePaise: 75_000 });
    expect(dashboard.byStatus).toEqual({ pending: 1, processing: 1, shipped: 0, delivered: 1, cancelled: 1, returned_to_origin: 0 });
  });
});
