import { farmFreshOffer } from "../brand";
import { bundleSavings, seedBundles } from "./bundles";
import { slugOf, type Catalogue } from "./catalogue";
import { bestCoupon, type ShownCoupon } from "./coupon";
import { itemTextsOf } from "./item-texts";
import { seedProducts } from "./products";
import { seedHindi } from "./seed-hindi";
import { seedShownSize } from "./seed-sizes";

// For unit tests only: the shop reads its catalogue from the database.

/** The coupon a new database's seeded code (FARMFRESH) gives an item, as its card shows it. */
function seedCoupon(id: string, pricePaise: number): { coupon?: ShownCoupon } {
  const couponPrice = (farmFreshOffer.itemPrices as Record<string, number>)[id];
  const coupon = couponPrice === undefined ? undefined : bestCoupon([{ code: farmFreshOffer.code, pricePaise: couponPrice, minOrderPaise: null, endsAt: null }], pricePaise);
  return coupon ? { coupon } : {};
}

/** The catalogue a new database starts with, as the shop shows it: the unit tests' cards and filters. */
export const seedCatalogue: Catalogue = {
  products: seedProducts.map((p) => ({
    ...p,
    slug: slugOf(p.name),
    rating: 0,
    reviews: 0,
    inStock: true,
    sizes: [{ ...seedShownSize(p.id, p.category, p.price, p.originalPrice), ...seedCoupon(p.id, p.price) }],
    ...seedCoupon(p.id, p.price),
    ...itemTextsOf({ ...seedHindi[p.id]! }),
  })),
  bundles: seedBundles.map((b) => ({
    ...b,
    slug: slugOf(b.name),
    badge: b.badge ?? null,
    rating: 0,
    reviews: 0,
    inStock: true,
    ...bundleSavings(b.price, b.originalPrice),
    sizes: [{ ...seedShownSize(b.id, null, b.price, b.originalPrice), ...seedCoupon(b.id, b.price) }],
    ...seedCoupon(b.id, b.price),
    ...itemTextsOf({ ...seedHindi[b.id]! }),
  })),
};
