import { rupees, type Paise } from "../money";
import type { CataloguePhoto } from "./photos";
import type { ShownCoupon } from "./coupon";
import type { ItemTexts } from "./item-texts";
import type { ShownSize } from "./sizes";

// A bundle goes in the cart as a line whose product id is `bundle-1` … `bundle-6`.

export type Bundle = {
  id: `bundle-${number}`;
  name: string;
  description: string;
  price: Paise;
  originalPrice: Paise;
  /** Its page's address: /bundles/{slug}. */
  slug: string;
  images: readonly string[];
  /** Photos staff uploaded, the cover first; the card shows `images` while there are none. */
  photos?: readonly CataloguePhoto[];
  /** The published reviews' average, one decimal; 0 when there are none (bundles have none yet). */
  rating: number;
  reviews: number;
  inStock: boolean;
  /** The pack sizes on sale, the default first: `price`, `originalPrice`, `inStock` and `coupon` above are its. */
  sizes: readonly ShownSize[];
  /** e.g. "18% off" */
  discountLabel: string;
  savings: Paise;
  badge: string | null;
  /** The best price a usable product-scoped promo code gives it, with that code; absent when none does. */
  coupon?: ShownCoupon;
  /** Its Hindi and search words, when it has any (item-texts.ts). */
  texts?: ItemTexts;
};

/** What a bundle's card shows of its saving: "₹105" and "18% off". */
export function bundleSavings(price: Paise, originalPrice: Paise): Pick<Bundle, "savings" | "discountLabel"> {
  const savings = originalPrice - price;
  return { savings, discountLabel: `${Math.round((savings / originalPrice) * 100)}% off` };
}

type SeedBundle = Pick<Bundle, "id" | "name" | "description" | "price" | "originalPrice" | "images"> & { badge?: string };

/** The six bundles a new database starts with, in the shop's order. */
export const seedBundles: readonly SeedBundle[] = [
  { id: "bundle-1", name: "15-Day Starter Bundle", description: "A first taste of our kitchen: 1 L hydraulic pressed mustard oil with organic arhar and moong dal, enough for two weeks of everyday cooking.", price: rupees(490), originalPrice: rupees(595), images: ["/images/bundles/1.svg"], badge: "Healthy Combo" },
  { id: "bundle-2", name: "Traditional Oil Duo", description: "One litre each of hydraulic pressed and wood pressed mustard oil, to taste the difference between the two presses side by side.", price: rupees(720), originalPrice: rupees(865), images: ["/images/bundles/2.svg"] },
  { id: "bundle-3", name: "Healthy Grains Combo", description: "Kathiya daliya with whole moong and whole masoor: slow-release grains and protein for breakfasts and light dinners.", price: rupees(240), originalPrice: rupees(290), images: ["/images/bundles/3.svg"] },
  { id: "bundle-4", name: "Complete Family Pack", description: "Two litres of mustard oil, five organic dals and daliya: a month of staples for a family of four.", price: rupees(1450), originalPrice: rupees(1780), images: ["/images/bundles/4.svg"] },
  { id: "bundle-5", name: "Monthly Oil Pack", description: "Three litres of mustard oil, hydraulic and wood pressed, so the kitchen never runs dry before the month ends.", price: rupees(1100), originalPrice: rupees(1350), images: ["/images/bundles/5.svg"] },
  { id: "bundle-6", name: "Organic Grains Pack", description: "Chana, sabut chana, panchratna dal and daliya, all organic and unpolished, for a pantry of whole foods.", price: rupees(380), originalPrice: rupees(470), images: ["/images/bundles/6.svg"] },
];
