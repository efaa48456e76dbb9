import { describe, expect, it } from "vitest";
import { rupees } from "./money";
import { COD_LIMIT, discountPercent, freeShippingRemaining, priceSummary, promoDiscount, roundOffOf, shippingFor, withinCodLimit } from "./pricing";

describe("shipping", () => {
  it("charges ₹50 below ₹499 and nothing from ₹499 up", () => {
    expect(shippingFor(rupees(498))).toBe(rupees(50));
    expect(shippingFor(rupees(499))).toBe(0);
    expect(shippingFor(rupees(500))).toBe(0);
  });

  it("says how much more is needed for free shipping", () => {
    expect(freeShippingRemaining(rupees(498))).toBe(rupees(1));
    expect(freeShippingRemaining(rupees(499))).toBe(0);
  });

  it("decides free shipping on the subtotal before the discount", () => {
    const summary = priceSummary([{ pricePaise: rupees(500), quantity: 1 }], rupees(50));
    expect(summary).toMatchObject({ subtotalPaise: rupees(500), discountPaise: rupees(50), shippingPaise: 0, totalPaise: rupees(450) });
  });
});

describe("promo discount", () => {
  const oneLine = (pricePaise: number) => [{ sizeId: "3", pricePaise, quantity: 1 }];

  it("takes a percentage of the subtotal, capped at max_discount", () => {
    expect(promoDiscount(oneLine(rupees(1000)), { discountType: "percentage", discountValue: 15, maxDiscountPaise: null })).toBe(rupees(150));
    expect(promoDiscount(oneLine(rupees(3000)), { discountType: "percentage", discountValue: 15, maxDiscountPaise: rupees(300) })).toBe(rupees(300));
  });

  it("keeps paise: 10% of ₹375 is ₹37.50", () => {
    expect(promoDiscount(oneLine(rupees(375)), { discountType: "percentage", discountValue: 10, maxDiscountPaise: null })).toBe(3750);
  });

  it("never takes more than the subtotal with a fixed amount larger than it", () => {
    expect(promoDiscount(oneLine(rupees(40)), { discountType: "fixed", discountValue: rupees(100), maxDiscountPaise: null })).toBe(rupees(40));
    const summary = priceSummary([{ pricePaise: rupees(40), quantity: 1 }], promoDiscount(oneLine(rupees(40)), { discountType: "fixed", discountValue: rupees(100), maxDiscountPaise: null }));
    expect(summary).toMatchObject({ discountPaise: rupees(40), shippingPaise: rupees(50), totalPaise: rupees(50) });
  });
});

describe("product-scoped promo discount", () => {
  const farmFresh = { discountType: "product_price" as const, itemPrices: new Map([["1", rupees(340)], ["bundle-2", rupees(660)]]) };

  it("takes today's price down to the coupon price on each named line, times its quantity, and leaves other lines alone", () => {
    const lines = [
      { sizeId: "1", pricePaise: rupees(375), quantity: 2 },
      { sizeId: "bundle-2", pricePaise: rupees(720), quantity: 1 },
      { sizeId: "3", pricePaise: rupees(85), quantity: 4 },
    ];
    expect(promoDiscount(lines, farmFresh)).toBe(rupees(2 * 35 + 60));
  });

  it("gives nothing on a line already at or below its coupon price, and nothing on a cart without its items", () => {
    expect(promoDiscount([{ sizeId: "1", pricePaise: rupees(340), quantity: 1 }], farmFresh)).toBe(0);
    expect(promoDiscount([{ sizeId: "1", pricePaise: rupees(300), quantity: 1 }, { sizeId: "bundle-2", pricePaise: rupees(700), quantity: 1 }], farmFresh)).toBe(rupees(40));
    expect(promoDiscount([{ sizeId: "12", pricePaise: rupees(40), quantity: 3 }], farmFresh)).toBe(0);
  });
});

describe("cart figures", () => {
  it("never lets a discount passed in exceed the subtotal", () => {
    expect(priceSummary([{ pricePaise: rupees(40), quantity: 1 }], rupees(100))).toMatchObject({ discountPaise: rupees(40), totalPaise: rupees(50) });
  });

  it("counts quantities and sums price × quantity", () => {
    const summary = priceSummary([
      { pricePaise: rupees(375), quantity: 2 },
      { pricePaise: rupees(85), quantity: 3 },
    ]);
    expect(summary).toEqual({
      itemCount: 5,
      subtotalPaise: rupees(1005),
      discountPaise: 0,
      rewardsPaise: 0,
      shippingPaise: 0,
      codChargePaise: 0,
      upiSavingPaise: 0,
      roundOffPaise: 0,
      totalPaise: rupees(1005),
      freeShippingRemainingPaise: 0,
    });
  });
});

describe("cash totals", () => {
  it("rounds the amount to pay down to the rupee and shows the difference: ₹387.50 → ₹387", () => {
    expect(roundOffOf(38_750)).toBe(50);
    expect(roundOffOf(38_799)).toBe(99);
    expect(roundOffOf(rupees(387))).toBe(0);
  });

  it("keeps SPEC's discount and rounds only the total: 10% of ₹375 with ₹50 shipping pays ₹387", () => {
    const lines = [{ sizeId: "1", pricePaise: rupees(375), quantity: 1 }];
    const summary = priceSummary(lines, promoDiscount(lines, { discountType: "percentage", discountValue: 10, maxDiscountPaise: null }));
    expect(summary).toMatchObject({ subtotalPaise: rupees(375), discountPaise: 3750, shippingPaise: rupees(50), roundOffPaise: 50, totalPaise: rupees(387) });
    expect(summary.subtotalPaise - summary.discountPaise + summary.shippingPaise - summary.roundOffPaise).toBe(summary.totalPaise);
  });

  it("takes cash on delivery up to ₹10,000 an order and not a paisa more", () => {
    expect(COD_LIMIT).toBe(rupees(10_000));
    expect(withinCodLimit(rupees(10_000))).toBe(true);
    expect(withinCodLimit(rupees(10_000) + 100)).toBe(false);
  });
});

describe("discount percent shown on cards", () => {
  it("rounds (original − price) / original to a whole percent", () => {
    expect(discountPercent(rupees(375), rupees(450))).toBe(17);
    expect(discountPercent(rupees(85), rupees(95))).toBe(11);
    expect(discountPercent(rupees(450), rupees(450))).toBe(0);
  });
});
