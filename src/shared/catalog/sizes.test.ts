import { describe, expect, it } from "vitest";
import { rupees } from "../money";
import { filterProducts, defaultShopFilters } from "./filters";
import { searchableText } from "./search";
import { seedCatalogue } from "./seed-catalogue.fixture";
import { chosenSize, sizeLabel, unitPriceText, type ShownSize } from "./sizes";

// The unit sale price of docs/product-rules.md#pack-sizes, and what the shop's search, filters and
// sorts see of a product sold in several sizes.

const oil = seedCatalogue.products[0]!;
const jar: ShownSize = { id: "jar", sku: "DFF-1-5L", label: "5 L", netQuantity: 5, unit: "L", price: rupees(1600), originalPrice: rupees(1900), inStock: true };
const twoSizes = { ...oil, sizes: [...oil.sizes, jar] };

describe("pack sizes", () => {
  it("give the unit sale price to two decimals: per g or ml below a kilogram or litre, per kg or L from one up, per pack for a bundle", () => {
    expect(unitPriceText(rupees(85), 500, "g")).toBe("₹0.17 per g");
    expect(unitPriceText(rupees(180), 1000, "g")).toBe("₹180.00 per kg");
    expect(unitPriceText(rupees(375), 1, "L")).toBe("₹375.00 per L");
    expect(unitPriceText(rupees(1600), 5, "L")).toBe("₹320.00 per L");
    expect(unitPriceText(rupees(199), 750, "ml")).toBe("₹0.27 per ml");
    expect(unitPriceText(rupees(620), 2, "kg")).toBe("₹310.00 per kg");
    expect(unitPriceText(rupees(1450), 1, "pack")).toBe("₹1,450.00 per pack");
  });

  it("label a size by its net quantity, and pick the one a ?size= names (any case), else the default", () => {
    expect([sizeLabel(500, "g"), sizeLabel(5, "L"), sizeLabel(1, "pack"), sizeLabel(2, "pack"), sizeLabel(null, null)]).toEqual(["500 g", "5 L", "1 pack", "2 packs", ""]);
    expect(chosenSize(twoSizes.sizes, "dff-1-5l")).toBe(jar);
    expect(chosenSize(twoSizes.sizes, "DFF-9-9L")).toBe(twoSizes.sizes[0]);
    expect(chosenSize(twoSizes.sizes, null)).toBe(twoSizes.sizes[0]);
  });

  it("are all seen by search, the price filter and the price sorts", () => {
    expect(searchableText(twoSizes)).toContain("5 L 5L");
    const products = [twoSizes, ...seedCatalogue.products.slice(1)];
    // ₹1,000 and up: only the 5 L jar's price is in range, so its product is kept.
    expect(filterProducts(products, { ...defaultShopFilters, minPrice: rupees(1000) }).map((p) => p.id)).toEqual(["1"]);
    expect(filterProducts(products, { ...defaultShopFilters, sort: "price-desc" })[0]!.id).toBe("1");
    expect(filterProducts(products, { ...defaultShopFilters, q: "mustard oil 5l" }).map((p) => p.id)).toEqual(["1"]);
  });
});
