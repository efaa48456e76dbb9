import { describe, expect, it } from "vitest";
import { rupees } from "../money";
import { discountPercent } from "../pricing";
import { seedCatalogue } from "./seed-catalogue.fixture";
import { defaultShopFilters, filterProducts, parseShopQuery, shopQueryOf, type ShopFilters } from "./filters";

const { products, bundles } = seedCatalogue;

const ids = (filters: Partial<ShopFilters>) => filterProducts(products, { ...defaultShopFilters, ...filters }).map((p) => p.id);
const query = (search: string) => parseShopQuery(new URLSearchParams(search));

describe("shop filters", () => {
  it("shows all twelve products by default, featured first", () => {
    expect(ids({})).toEqual(["1", "2", "3", "12", "4", "5", "6", "7", "8", "9", "10", "11"]);
  });

  it("filters featured and each category", () => {
    expect(ids({ category: "featured" }).sort()).toEqual(["1", "12", "2", "3"]);
    expect(ids({ category: "mustard-oils" })).toEqual(["1", "2"]);
    expect(ids({ category: "pulses" })).toHaveLength(9);
    expect(ids({ category: "grains" })).toEqual(["12"]);
  });

  it("reads the shop's query words (docs/product-rules.md#shop-filters), and ignores unknown ones", () => {
    expect(query("category=mustard").category).toBe("mustard-oils");
    expect(query("category=organic").category).toBe("pulses");
    expect(query("category=grains").category).toBe("grains");
    expect(query("category=featured").category).toBe("featured");
    expect(query("category=soap&type=plastic&sort=random")).toEqual(defaultShopFilters);
    expect(query("q=%20%20").q).toBeUndefined();
    expect(query("q=sarson%20").q).toBe("sarson "); // the space typed before the next word stays
    expect(query(`q=${"a".repeat(500)}`).q).toHaveLength(100);
  });

  it("narrows the mustard oils by press type", () => {
    expect(filterProducts(products, query("category=mustard&type=hydraulic")).map((p) => p.id)).toEqual(["1"]);
    expect(filterProducts(products, query("category=mustard&type=wood-pressed")).map((p) => p.id)).toEqual(["2"]);
  });

  it("searches name and description without regard to case", () => {
    expect(ids({ q: "MOONG" })).toEqual(["5", "6", "7"]); // Panchratna has moong in it
    expect(ids({ q: "kolhu" })).toEqual(["2"]);
    expect(ids({ q: "toor", category: "featured" })).toEqual(["3"]);
    expect(ids({ q: "toor", category: "grains" })).toEqual([]);
    expect(ids({ q: "saffron" })).toEqual([]);
  });

  it("keeps a price range and sorts by price or rating", () => {
    expect(ids({ minPrice: rupees(70), maxPrice: rupees(80) }).sort()).toEqual(["10", "4", "5", "6", "8"]);
    expect(ids({ sort: "price-asc" })[0]).toBe("12");
    expect(ids({ sort: "price-desc" }).slice(0, 2)).toEqual(["1", "2"]);
    expect(ids({ sort: "rating" })[0]).toBe("1");
  });

  it("writes filters back to the URL and reads them again unchanged", () => {
    const filters: ShopFilters = { category: "mustard-oils", type: "hydraulic", q: "oil", minPrice: rupees(100), maxPrice: rupees(400), sort: "price-desc" };
    expect(shopQueryOf(filters).toString()).toBe("category=mustard&type=hydraulic&q=oil&min=100&max=400&sort=price-desc");
    expect(parseShopQuery(shopQueryOf(filters))).toEqual(filters);
    expect(shopQueryOf(defaultShopFilters).toString()).toBe("");
  });
});

describe("discount percent shown on cards", () => {
  it("rounds (original − price) / original to a whole percent", () => {
    const percent = (id: string) => {
      const product = products.find((p) => p.id === id)!;
      return discountPercent(product.price, product.originalPrice);
    };
    expect(percent("1")).toBe(17); // 75 / 450 = 16.67
    expect(percent("2")).toBe(16); // 65 / 415 = 15.66
    expect(percent("3")).toBe(11); // 10 / 95 = 10.53
    expect(percent("9")).toBe(15); // 10 / 65 = 15.38
    expect(percent("12")).toBe(20);
  });

  it("matches the bundle labels of docs/product-rules.md#catalogue", () => {
    expect(bundles.slice(0, 3).map((b) => b.discountLabel)).toEqual(["18% off", "17% off", "17% off"]);
    expect(bundles.map((b) => discountPercent(b.price, b.originalPrice))).toEqual([18, 17, 17, 19, 19, 19]);
  });
});
