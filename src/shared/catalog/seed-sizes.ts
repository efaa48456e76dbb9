import type { Paise } from "../money";
import type { ProductCategory } from "./products";
import { sizeLabel, type ShownSize, type SizeUnit } from "./sizes";

// The one size each seeded item is sold in (PRODUCT.md "Pack sizes and declarations"): the oils 1 L,
// pulses and grains 500 g, a bundle one pack. Migration 0030 gives existing items the same.

const QUANTITY_BY_CATEGORY: Record<ProductCategory, { netQuantity: number; unit: SizeUnit }> = {
  "mustard-oils": { netQuantity: 1, unit: "L" },
  pulses: { netQuantity: 500, unit: "g" },
  grains: { netQuantity: 500, unit: "g" },
};

/** A seeded item's size: its id is the item's, its SKU "DFF-<ID>-<QUANTITY>" (a bundle's "DFF-BUNDLE-N"). */
export function seedSizeOf(id: string, category: ProductCategory | null): { id: string; sku: string; netQuantity: number; unit: SizeUnit } {
  const quantity = category ? QUANTITY_BY_CATEGORY[category] : { netQuantity: 1, unit: "pack" as const };
  const suffix = category ? `-${quantity.netQuantity}${quantity.unit.toUpperCase()}` : "";
  return { id, sku: `DFF-${id.toUpperCase()}${suffix}`, ...quantity };
}

/** The seeded size as the shop shows it (unit tests' cards). */
export function seedShownSize(id: string, category: ProductCategory | null, price: Paise, originalPrice: Paise): ShownSize {
  const { netQuantity, unit, sku } = seedSizeOf(id, category);
  return { id, sku, label: sizeLabel(netQuantity, unit), netQuantity, unit, price, originalPrice, inStock: true };
}
