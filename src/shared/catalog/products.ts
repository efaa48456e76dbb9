import { rupees, type Paise } from "../money";
import type { CataloguePhoto } from "./photos";
import type { ShownCoupon } from "./coupon";
import type { ItemTexts } from "./item-texts";
import type { ShownSize } from "./sizes";

// The catalogue a new database starts with; the server prices from the database, never from a request or this file.

export type ProductCategory = "mustard-oils" | "pulses" | "grains";

export type Product = {
  id: string;
  name: string;
  description: string;
  price: Paise;
  originalPrice: Paise;
  category: ProductCategory;
  /** Its page's address: /shop/{slug}. */
  slug: string;
  image: string;
  /** Photos staff uploaded, the cover first; the card shows `image` while there are none. */
  photos?: readonly CataloguePhoto[];
  /** The published reviews' average, one decimal; 0 when there are none. */
  rating: number;
  /** How many published reviews it has. */
  reviews: number;
  badge: string | null;
  /** The best price a usable product-scoped promo code gives it, with that code; absent when none does. */
  coupon?: ShownCoupon;
  /** False when tracked stock has run out: the card stays, Add to cart and Buy Now are disabled. */
  inStock: boolean;
  /** The pack sizes on sale, the default first: `price`, `originalPrice`, `inStock` and `coupon` above are its. */
  sizes: readonly ShownSize[];
  /** Which press made it (mustard oils only): matches the shop's `type` filter. */
  pressType?: "hydraulic" | "wood-pressed";
  /** Its Hindi and search words, when it has any (item-texts.ts). */
  texts?: ItemTexts;
};

type SeedProduct = Omit<Product, "slug" | "rating" | "reviews" | "inStock" | "badge" | "coupon" | "sizes" | "texts"> & { badge: "Popular" | "Organic" };

/** The twelve products a new database starts with, in the shop's order. */
export const seedProducts: readonly SeedProduct[] = [
  {
    id: "1",
    name: "Hydraulic Pressed Mustard Oil 1L",
    description: "1 litre of kachi ghani mustard oil pressed cold in a hydraulic press from our own yellow and black mustard seed. Strong aroma, natural pungency, nothing refined away.",
    price: rupees(375),
    originalPrice: rupees(450),
    category: "mustard-oils",
    pressType: "hydraulic",
    image: "/images/products/1.svg",
    badge: "Popular",
  },
  {
    id: "2",
    name: "Wood Pressed Mustard Oil 1L",
    description: "1 litre of mustard oil pressed slowly in a traditional wooden kolhu, so the seed never heats up. Rich, golden and full of the flavour of a village kitchen.",
    price: rupees(350),
    originalPrice: rupees(415),
    category: "mustard-oils",
    pressType: "wood-pressed",
    image: "/images/products/2.svg",
    badge: "Popular",
  },
  { id: "3", name: "Organic Arhar Dal 500gm", description: "500 g of unpolished organic toor (arhar) dal, grown without chemical fertiliser and cleaned by hand. Cooks soft for everyday dal-chawal.", price: rupees(85), originalPrice: rupees(95), category: "pulses", image: "/images/products/3.svg", badge: "Organic" },
  { id: "4", name: "Urad Dal", description: "500 g of organic split urad dal, unpolished, for creamy dal makhani, idli and dosa batter.", price: rupees(75), originalPrice: rupees(85), category: "pulses", image: "/images/products/4.svg", badge: "Organic" },
  { id: "5", name: "Panchratna Dal", description: "500 g of five organic dals mixed in the Rajasthani way: toor, chana, moong, urad and masoor, for a hearty panchmel dal.", price: rupees(80), originalPrice: rupees(90), category: "pulses", image: "/images/products/5.svg", badge: "Organic" },
  { id: "6", name: "Moong Dal", description: "500 g of organic yellow moong dal, light on the stomach and quick to cook: khichdi, cheela or a simple tadka dal.", price: rupees(80), originalPrice: rupees(90), category: "pulses", image: "/images/products/6.svg", badge: "Organic" },
  { id: "7", name: "Sabut Moong Dal", description: "500 g of whole green moong, organic and unpolished, for sprouts, moong curry and chilla.", price: rupees(60), originalPrice: rupees(70), category: "pulses", image: "/images/products/7.svg", badge: "Organic" },
  { id: "8", name: "Masoor Dal", description: "500 g of organic split red lentils that cook in fifteen minutes, for a comforting masoor dal.", price: rupees(75), originalPrice: rupees(85), category: "pulses", image: "/images/products/8.svg", badge: "Organic" },
  { id: "9", name: "Sabut Masoor Dal", description: "500 g of whole brown masoor, organic and unpolished, slow-cooked the Punjabi way.", price: rupees(55), originalPrice: rupees(65), category: "pulses", image: "/images/products/9.svg", badge: "Organic" },
  { id: "10", name: "Chana Dal", description: "500 g of organic split Bengal gram, nutty and firm, for chana dal fry, halwa and besan at home.", price: rupees(70), originalPrice: rupees(80), category: "pulses", image: "/images/products/10.svg", badge: "Organic" },
  { id: "11", name: "Sabut Chana Dal", description: "500 g of whole kala chana, organic, for chana masala, sundal and roasted snacks.", price: rupees(55), originalPrice: rupees(65), category: "pulses", image: "/images/products/11.svg", badge: "Organic" },
  { id: "12", name: "Kathiya Daliya", description: "500 g of broken kathiya wheat from our fields, stone-ground coarse, for sweet or savoury daliya breakfasts.", price: rupees(40), originalPrice: rupees(50), category: "grains", image: "/images/products/12.svg", badge: "Organic" },
];

export const featuredProductIds: readonly string[] = ["1", "2", "3", "12"];
