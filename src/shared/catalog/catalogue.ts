import type { Bundle } from "./bundles";
import type { Product } from "./products";

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
