import { bundleSavings, seedBundles, type Bundle } from "./bundles";
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

/**
 * The catalogue a new database starts with, as the shop shows it: what the prerendered pages paint
 * before the shop's current catalogue arrives, and what the server seeds.
 */
export const seedCatalogue: Catalogue = {
  products: seedProducts.map((p) => ({ ...p, slug: slugOf(p.name), rating: 0, reviews: 0, inStock: true })),
  bundles: seedBundles.map((b) => ({ ...b, slug: slugOf(b.name), badge: b.badge ?? null, rating: 0, reviews: 0, inStock: true, ...bundleSavings(b.price, b.originalPrice) })),
};

/** The coupon price a card shows, by item id (until coupon prices come from a product-scoped promo code). */
export const seedCouponPrices: ReadonlyMap<string, number> = new Map(
  [...seedProducts, ...seedBundles].flatMap((item) => (item.couponPrice ? [[item.id, item.couponPrice] as const] : [])),
);
