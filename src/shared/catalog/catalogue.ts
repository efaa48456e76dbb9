import { farmFreshOffer } from "../brand";
import { bundleSavings, seedBundles, type Bundle } from "./bundles";
import { bestCoupon, type ShownCoupon } from "./coupon";
import { seedProducts, type Product } from "./products";

/** The catalogue as the shop shows it: active products and bundles, in the shop's order. */
export type Catalogue = { products: Product[]; bundles: Bundle[] };

/** An item's page address made from its name: "Hydraulic Pressed Mustard Oil 1L" → "hydraulic-pressed-mustard-oil-1l". */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** The coupon a new database's seeded code (FARMFRESH) gives an item, as its card shows it. */
function seedCoupon(id: string, pricePaise: number): { coupon?: ShownCoupon } {
  const couponPrice = (farmFreshOffer.itemPrices as Record<string, number>)[id];
  const coupon = couponPrice === undefined ? undefined : bestCoupon([{ code: farmFreshOffer.code, pricePaise: couponPrice, minOrderPaise: null, endsAt: null }], pricePaise);
  return coupon ? { coupon } : {};
}

/**
 * The catalogue a new database starts with, as the shop shows it: what the prerendered pages paint
 * before the shop's current catalogue arrives, and what the server seeds.
 */
export const seedCatalogue: Catalogue = {
  products: seedProducts.map((p) => ({ ...p, slug: slugOf(p.name), rating: 0, reviews: 0, inStock: true, ...seedCoupon(p.id, p.price) })),
  bundles: seedBundles.map((b) => ({
    ...b,
    slug: slugOf(b.name),
    badge: b.badge ?? null,
    rating: 0,
    reviews: 0,
    inStock: true,
    ...bundleSavings(b.price, b.originalPrice),
    ...seedCoupon(b.id, b.price),
  })),
};
