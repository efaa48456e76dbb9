import { rupees, type Paise } from "../money";

// Six fixed bundles. A bundle goes in the cart as a line whose product id is
// `bundle-1` … `bundle-6` (docs/product-rules.md#catalogue).

export type Bundle = {
  id: `bundle-${number}`;
  name: string;
  description: string;
  price: Paise;
  originalPrice: Paise;
  images: readonly string[];
  rating: number;
  reviews: number;
  /** e.g. "18% off" */
  discountLabel: string;
  savings: Paise;
  badge?: string;
  couponPrice?: Paise;
};

function bundle(b: Omit<Bundle, "discountLabel" | "savings">): Bundle {
  const savings = b.originalPrice - b.price;
  return { ...b, savings, discountLabel: `${Math.round((savings / b.originalPrice) * 100)}% off` };
}

export const bundles: readonly Bundle[] = [
  bundle({ id: "bundle-1", name: "15-Day Starter Bundle", description: "A first taste of our kitchen: 1 L hydraulic pressed mustard oil with organic arhar and moong dal, enough for two weeks of everyday cooking.", price: rupees(490), originalPrice: rupees(595), images: ["/images/bundles/1.svg"], rating: 4.8, reviews: 64, badge: "Healthy Combo" }),
  bundle({ id: "bundle-2", name: "Traditional Oil Duo", description: "One litre each of hydraulic pressed and wood pressed mustard oil, to taste the difference between the two presses side by side.", price: rupees(720), originalPrice: rupees(865), couponPrice: rupees(660), images: ["/images/bundles/2.svg"], rating: 4.9, reviews: 57 }),
  bundle({ id: "bundle-3", name: "Healthy Grains Combo", description: "Kathiya daliya with whole moong and whole masoor: slow-release grains and protein for breakfasts and light dinners.", price: rupees(240), originalPrice: rupees(290), images: ["/images/bundles/3.svg"], rating: 4.6, reviews: 31 }),
  bundle({ id: "bundle-4", name: "Complete Family Pack", description: "Two litres of mustard oil, five organic dals and daliya: a month of staples for a family of four.", price: rupees(1450), originalPrice: rupees(1780), images: ["/images/bundles/4.svg"], rating: 4.8, reviews: 42 }),
  bundle({ id: "bundle-5", name: "Monthly Oil Pack", description: "Three litres of mustard oil, hydraulic and wood pressed, so the kitchen never runs dry before the month ends.", price: rupees(1100), originalPrice: rupees(1350), couponPrice: rupees(1020), images: ["/images/bundles/5.svg"], rating: 4.7, reviews: 38 }),
  bundle({ id: "bundle-6", name: "Organic Grains Pack", description: "Chana, sabut chana, panchratna dal and daliya, all organic and unpolished, for a pantry of whole foods.", price: rupees(380), originalPrice: rupees(470), images: ["/images/bundles/6.svg"], rating: 4.6, reviews: 27 }),
];
