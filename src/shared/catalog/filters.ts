import { rupees, type Paise } from "../money";
import { featuredProductIds, type Product, type ProductCategory } from "./products";
import { compileSearch, searchableText } from "./search";

// Pure functions over the catalogue, so the prerendered page, the browser and the tests agree on what a URL shows.

export type ShopCategory = "all" | "featured" | ProductCategory;
export type PressType = NonNullable<Product["pressType"]>;
export type ShopSort = "featured" | "price-asc" | "price-desc" | "rating";

export type ShopFilters = {
  category: ShopCategory;
  type?: PressType;
  /** Free text matched against name and description: Hindi names and small typos too (search.ts). */
  q?: string;
  minPrice?: Paise;
  maxPrice?: Paise;
  sort: ShopSort;
};

/** The longest search the box takes (and the URL is read to). */
export const SEARCH_MAX_LENGTH = 100;

export const defaultShopFilters: ShopFilters = { category: "all", sort: "featured" };

/** The `category` URL word for each shop category (docs/product-rules.md#shop-filters). */
export const categoryParam = { all: undefined, featured: "featured", "mustard-oils": "mustard", pulses: "organic", grains: "grains" } as const satisfies Record<ShopCategory, string | undefined>;

const categoryFromParam: Record<string, ShopCategory> = { featured: "featured", mustard: "mustard-oils", organic: "pulses", grains: "grains" };
const pressTypes: readonly PressType[] = ["hydraulic", "wood-pressed"];
const sorts: readonly ShopSort[] = ["featured", "price-asc", "price-desc", "rating"];

function rupeesParam(value: string | null): Paise | undefined {
  if (value === null || value.trim() === "") return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? rupees(amount) : undefined;
}

/** Reads the shop's URL; unknown values fall back to the unfiltered shop instead of an empty grid. */
export function parseShopQuery(params: URLSearchParams): ShopFilters {
  const type = params.get("type");
  const sort = params.get("sort");
  // Kept as typed (a space must survive the round trip while the shopper types), within the box's limit.
  const q = params.get("q")?.slice(0, SEARCH_MAX_LENGTH);
  return {
    category: categoryFromParam[params.get("category") ?? ""] ?? "all",
    type: pressTypes.includes(type as PressType) ? (type as PressType) : undefined,
    q: q?.trim() ? q : undefined,
    minPrice: rupeesParam(params.get("min")),
    maxPrice: rupeesParam(params.get("max")),
    sort: sorts.includes(sort as ShopSort) ? (sort as ShopSort) : "featured",
  };
}

/** Writes filters back as URL parameters (defaults left out, prices in whole rupees). */
export function shopQueryOf(filters: ShopFilters): URLSearchParams {
  const params = new URLSearchParams();
  const category = categoryParam[filters.category];
  if (category) params.set("category", category);
  if (filters.type) params.set("type", filters.type);
  if (filters.q) params.set("q", filters.q);
  if (filters.minPrice !== undefined) params.set("min", String(filters.minPrice / 100));
  if (filters.maxPrice !== undefined) params.set("max", String(filters.maxPrice / 100));
  if (filters.sort !== "featured") params.set("sort", filters.sort);
  return params;
}

function inCategory(product: Product, category: ShopCategory): boolean {
  if (category === "all") return true;
  if (category === "featured") return featuredProductIds.includes(product.id);
  return product.category === category;
}

const featuredRank = (product: Product) => (featuredProductIds.includes(product.id) ? 0 : 1);

/** Every size's price (the item's own for a product without sizes): filters and sorts see them all. */
const pricesOf = (product: Product) => (product.sizes.length > 0 ? product.sizes.map((size) => size.price) : [product.price]);
const lowest = (product: Product) => Math.min(...pricesOf(product));
const highest = (product: Product) => Math.max(...pricesOf(product));

const comparators: Record<ShopSort, (a: Product, b: Product) => number> = {
  featured: (a, b) => featuredRank(a) - featuredRank(b),
  "price-asc": (a, b) => lowest(a) - lowest(b),
  "price-desc": (a, b) => highest(b) - highest(a),
  rating: (a, b) => b.rating - a.rating,
};

export function filterProducts(all: readonly Product[], filters: ShopFilters): Product[] {
  const search = compileSearch(filters.q ?? "");
  return all
    .filter((product) => inCategory(product, filters.category))
    .filter((product) => !filters.type || product.pressType === filters.type)
    .filter((product) => search.empty || search.test(searchableText(product)))
    // A product is in a price range when one of its sizes is.
    .filter((product) => pricesOf(product).some((price) => (filters.minPrice === undefined || price >= filters.minPrice) && (filters.maxPrice === undefined || price <= filters.maxPrice)))
    .sort(comparators[filters.sort]);
}
