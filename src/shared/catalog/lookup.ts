import type { Paise } from "../money";
import { bundles } from "./bundles";
import { products } from "./products";

/** What a cart, wishlist or order line needs of anything sold: products and bundles alike. */
export type CatalogueItem = { id: string; name: string; image: string; pricePaise: Paise; kind: "product" | "bundle" };

const items = new Map<string, CatalogueItem>([
  ...products.map((p) => [p.id, { id: p.id, name: p.name, image: p.image, pricePaise: p.price, kind: "product" as const }] as const),
  ...bundles.map((b) => [b.id, { id: b.id, name: b.name, image: b.images[0] ?? "", pricePaise: b.price, kind: "bundle" as const }] as const),
]);

/** The catalogue's own name, image and price for an id (1–12, bundle-1 … bundle-6), or undefined. */
export function findCatalogueItem(id: string): CatalogueItem | undefined {
  return items.get(id);
}

/** Ids that can be reviewed: the 12 products. */
export function isProductId(id: string): boolean {
  return products.some((p) => p.id === id);
}
