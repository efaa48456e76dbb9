import { describe, expect, it } from "vitest";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";
import { PERIOD_MESSAGE, RANGE_DATES_MESSAGE, RANGE_ORDER_MESSAGE } from "~/shared/schemas/admin-dashboard";
import { SEEDED_NOW, seedMonth } from "./seeded-month";

describe("the back office dashboard over a seeded month", () => {
  const shop = setUpTestApp({ env: { SHOP_TEST_NOW: SEEDED_NOW } });
  const staff = setUpOnce(() => signUpStaff(shop));
  setUpOnce(() => seedMonth(shop.db, () => shop.signUp()));
  const read = async (query: Record<string, string>) => {
    const response = await shop.api(staff).admin.dashboard.$get({ query });
    expect(response.status).toBe(200);
    return (await response.json()).dashboard;
  };

  it("gives the last 30 Kolkata days' figures beside the 30 days before, agreeing with the orders placed", async () => {
    const dashboard = await read({ period: "30d" });
    expect(dashboard.current).toEqual({ from: "2026-03-02", to: "2026-03-31", days: 30 });
    expect(dashboard.previous).toEqual({ from: "2026-01-31", to: "2026-03-01", days: 30 });
    // Kept: ₹600 COD, ₹100 + ₹50 shipping UPI, 2 × ₹200 + ₹50 online, ₹800 COD; the cancelled and returned ones left out.
    expect(dashboard.figures.current).toEqual({
      orders: 4,
      revenuePaise: 200_000,
      averageOrderPaise: 50_000,
      paymentMix: { cod: { orders: 2, revenuePaise: 140_000 }, upi: { orders: 1, revenuePaise: 15_000 }, online: { orders: 1, revenuePaise: 45_000 } },
      codConfirmation: { asked: 3, confirmed: 1, waiting: 1, rate: 0.5 },
      cancellations: { count: 1, rate: 1 / 6 },
      returnsToOrigin: { count: 1, rate: 0.25 },
      returnRequests: { count: 1, orders: 1, rate: 0.5 },
      customers: { new: 2, returning: 1 },
      referrals: { orders: 1, commissionPaise: 4_000 },
    });
    expect(dashboard.figures.previous).toEqual({
      orders: 2,
      revenuePaise: 40_000,
      averageOrderPaise: 20_000,
      paymentMix: { cod: { orders: 1, revenuePaise: 25_000 }, upi: { orders: 1, revenuePaise: 15_000 }, online: { orders: 0, revenuePaise: 0 } },
      codConfirmation: { asked: 0, confirmed: 0, waiting: 0, rate: null },
      cancellations: { count: 0, rate: 0 },
      returnsToOrigin: { count: 0, rate: 0 },
      returnRequests: { count: 0, orders: 0, rate: 0 },
      customers: { new: 1, returning: 1 },
      referrals: { orders: 0, commissionPaise: 0 },
    });
  });

  it("counts each order on its Kolkata day in the daily series, every day present", async () => {
    const { series } = await read({ period: "30d" });
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-03-02", orders: 1, revenuePaise: 60_000 });
    expect(series.filter((day) => day.orders > 0)).toEqual([
      { day: "2026-03-02", orders: 1, revenuePaise: 60_000 },
      { day: "2026-03-10", orders: 1, revenuePaise: 15_000 },
      { day: "2026-03-11", orders: 1, revenuePaise: 45_000 },
      { day: "2026-03-31", orders: 1, revenuePaise: 80_000 },
    ]);
    expect(series.reduce((sum, day) => sum + day.revenuePaise, 0)).toBe(200_000);
  });

  it("gives the return rate by delivery state, the best sellers, and the figures of now", async () => {
    const dashboard = await read({ period: "30d" });
    expect(dashboard.returnsByState).toEqual([
      { state: "Maharashtra", dispatched: 3, returnedToOrigin: 1, returnRequested: 1, rate: 2 / 3 },
      { state: "Rajasthan", dispatched: 1, returnedToOrigin: 0, returnRequested: 0, rate: 0 },
    ]);
    expect(dashboard.topProducts.map(({ productId, units, revenuePaise }) => ({ productId, units, revenuePaise }))).toEqual([
      { productId: "1", units: 3, revenuePaise: 150_000 },
      { productId: "3", units: 2, revenuePaise: 40_000 },
    ]);
    expect(dashboard.topSizes.map(({ sizeId, name }) => ({ sizeId, name }))).toEqual([
      { sizeId: "1", name: "Hydraulic Pressed Mustard Oil 1L" },
      { sizeId: "3", name: "Organic Arhar Dal" },
    ]);
    expect(dashboard.byStatus).toEqual({ pending: 1, processing: 1, shipped: 1, delivered: 4, cancelled: 1, returned_to_origin: 1 });
    expect(dashboard.owedRefunds).toEqual({ count: 0, amountPaise: 0 });
  });

  it("reads today and a range of dates, each beside as many days before", async () => {
    const today = await read({ period: "today" });
    expect([today.current, today.previous]).toEqual([{ from: "2026-03-31", to: "2026-03-31", days: 1 }, { from: "2026-03-30", to: "2026-03-30", days: 1 }]);
    expect([today.figures.current.orders, today.figures.current.revenuePaise, today.figures.previous.orders]).toEqual([1, 80_000, 0]);
    const range = await read({ period: "range", from: "2026-03-10", to: "2026-03-11" });
    expect(range.previous).toEqual({ from: "2026-03-08", to: "2026-03-09", days: 2 });
    expect(range.series).toEqual([
      { day: "2026-03-10", orders: 1, revenuePaise: 15_000 },
      { day: "2026-03-11", orders: 1, revenuePaise: 45_000 },
    ]);
    const week = await read({ period: "7d" });
    expect([week.current.from, week.figures.current.orders, week.figures.previous.orders]).toEqual(["2026-03-25", 1, 0]);
  });

  it("refuses a period it does not know, and a range without both ends or ending before it starts", async () => {
    for (const [query, message] of [
      [{ period: "week" }, PERIOD_MESSAGE],
      [{ period: "range", from: "2026-03-01" }, RANGE_DATES_MESSAGE],
      [{ period: "range", from: "2026-03-10", to: "2026-03-01" }, RANGE_ORDER_MESSAGE],
      [{ period: "range", from: "2026-02-30", to: "2026-03-01" }, RANGE_DATES_MESSAGE],
    ] as const) {
      const response = await shop.api(staff).admin.dashboard.$get({ query: query as Record<string, string> });
      expect(response.status).toBe(400);
      expect(((await response.json()) as unknown as { error: { message: string } }).error.message).toBe(message);
    }
  });
});
