import { rupees, type Paise } from "../money";

// The static catalogue (docs/product-rules.md#catalogue). Names are exact; sizes go in descriptions.
// Prices are paise. The server prices carts and orders from here, never from a request.

export type ProductCategory = "mustard-oils" | "pulses" | "grains";

export type Product = {
  id: string;
  name: string;
  description: string;
  price: Paise;
  originalPrice: Paise;
  category: ProductCategory;
  image: string;
  rating: number;
  reviews: number;
  badge: "Popular" | "Organic";
  /** Price with a coupon, shown on the card (ids 1 and 2 only). */
  couponPrice?: Paise;
  inStock: true;
  /** Which press made it (mustard oils only): matches the shop's `type` filter. */
  pressType?: "hydraulic" | "wood-pressed";
};

export const products: readonly Product[] = [
  {
    id: "1",
    name: "Hydraulic Pressed Mustard Oil 1L",
    description: "1 litre of kachi ghani mustard oil pressed cold in a hydraulic press from our own yellow and black mustard seed. Strong aroma, natural pungency, nothing refined away.",
    price: rupees(375),
    originalPrice: rupees(450),
    couponPrice: rupees(340),
    category: "mustard-oils",
    pressType: "hydraulic",
    image: "/images/products/1.svg",
    rating: 4.8,
    reviews: 124,
    badge: "Popular",
    inStock: true,
  },
  {
    id: "2",
    name: "Wood Pressed Mustard Oil 1L",
    description: "1 litre of mustard oil pressed slowly in a traditional wooden kolhu, so the seed never heats up. Rich, golden and full of the flavour of a village kitchen.",
    price: rupees(350),
    originalPrice: rupees(415),
    couponPrice: rupees(320),
    category: "mustard-oils",
    pressType: "wood-pressed",
    image: "/images/products/2.svg",
    rating: 4.7,
    reviews: 98,
    badge: "Popular",
    inStock: true,
  },
  { id: "3", name: "Organic Arhar Dal 500gm", description: "500 g of unpolished organic toor (arhar) dal, grown without chemical fertiliser and cleaned by hand. Cooks soft for everyday dal-chawal.", price: rupees(85), originalPrice: rupees(95), category: "pulses", image: "/images/products/3.svg", rating: 4.6, reviews: 76, badge: "Organic", inStock: true },
  { id: "4", name: "Urad Dal", description: "500 g of organic split urad dal, unpolished, for creamy dal makhani, idli and dosa batter.", price: rupees(75), originalPrice: rupees(85), category: "pulses", image: "/images/products/4.svg", rating: 4.5, reviews: 41, badge: "Organic", inStock: true },
  { id: "5", name: "Panchratna Dal", description: "500 g of five organic dals mixed in the Rajasthani way: toor, chana, moong, urad and masoor, for a hearty panchmel dal.", price: rupees(80), originalPrice: rupees(90), category: "pulses", image: "/images/products/5.svg", rating: 4.6, reviews: 38, badge: "Organic", inStock: true },
  { id: "6", name: "Moong Dal", description: "500 g of organic yellow moong dal, light on the stomach and quick to cook: khichdi, cheela or a simple tadka dal.", price: rupees(80), originalPrice: rupees(90), category: "pulses", image: "/images/products/6.svg", rating: 4.7, reviews: 52, badge: "Organic", inStock: true },
  { id: "7", name: "Sabut Moong Dal", description: "500 g of whole green moong, organic and unpolished, for sprouts, moong curry and chilla.", price: rupees(60), originalPrice: rupees(70), category: "pulses", image: "/images/products/7.svg", rating: 4.5, reviews: 29, badge: "Organic", inStock: true },
  { id: "8", name: "Masoor Dal", description: "500 g of organic split red lentils that cook in fifteen minutes, for a comforting masoor dal.", price: rupees(75), originalPrice: rupees(85), category: "pulses", image: "/images/products/8.svg", rating: 4.4, reviews: 33, badge: "Organic", inStock: true },
  { id: "9", name: "Sabut Masoor Dal", description: "500 g of whole brown masoor, organic and unpolished, slow-cooked the Punjabi way.", price: rupees(55), originalPrice: rupees(65), category: "pulses", image: "/images/products/9.svg", rating: 4.4, reviews: 21, badge: "Organic", inStock: true },
  { id: "10", name: "Chana Dal", description: "500 g of organic split Bengal gram, nutty and firm, for chana dal fry, halwa and besan at home.", price: rupees(70), originalPrice: rupees(80), category: "pulses", image: "/images/products/10.svg", rating: 4.6, reviews: 47, badge: "Organic", inStock: true },
  { id: "11", name: "Sabut Chana Dal", description: "500 g of whole kala chana, organic, for chana masala, sundal and roasted snacks.", price: rupees(55), originalPrice: rupees(65), category: "pulses", image: "/images/products/11.svg", rating: 4.5, reviews: 26, badge: "Organic", inStock: true },
  { id: "12", name: "Kathiya Daliya", description: "500 g of broken kathiya wheat from our fields, stone-ground coarse, for sweet or savoury daliya breakfasts.", price: rupees(40), originalPrice: rupees(50), category: "grains", image: "/images/products/12.svg", rating: 4.6, reviews: 35, badge: "Organic", inStock: true },
];

export const featuredProductIds: readonly string[] = ["1", "2", "3", "12"];
