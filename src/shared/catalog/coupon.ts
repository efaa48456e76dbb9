import type { Paise } from "../money";

// What a card says of a product-scoped promo code: "₹340 with code FARMFRESH".

export type ShownCoupon = {
  code: string;
  pricePaise: Paise;
  /** The code's minimum order (on the whole cart), if it has one: the card says so. */
  minOrderPaise: Paise | null;
  /** When the code stops working (ISO), if it does: the shop's copy of the catalogue is refreshed then. */
  endsAt: string | null;
};

/** The lowest coupon price below today's price; ties go to a code without a minimum, then by code, so every process shows the same. */
export function bestCoupon(offers: readonly ShownCoupon[], itemPricePaise: Paise): ShownCoupon | undefined {
  let best: ShownCoupon | undefined;
  for (const offer of offers) {
    if (offer.pricePaise >= itemPricePaise) continue;
    if (!best || rank(offer) < rank(best) || (rank(offer) === rank(best) && offer.code < best.code)) best = offer;
  }
  return best;
}

const rank = (offer: ShownCoupon) => offer.pricePaise * 2 + (offer.minOrderPaise === null ? 0 : 1);

/** The earliest moment a shown coupon stops working (ms), or undefined when none ends. */
export function firstCouponEnd(items: readonly { coupon?: ShownCoupon }[]): number | undefined {
  let first: number | undefined;
  for (const { coupon } of items) {
    if (!coupon?.endsAt) continue;
    const end = Date.parse(coupon.endsAt);
    if (first === undefined || end < first) first = end;
  }
  return first;
}
