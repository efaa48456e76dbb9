import { seedBundles } from "~/shared/catalog/bundles";
import { seedProducts } from "~/shared/catalog/products";
import type { CatalogueItemFormInput } from "~/shared/schemas/admin-catalogue";

/** The back office's edit form for a seeded item as a new database holds it (shown, low-stock alert at 10, its Hindi left as it is), with a test's changes. */
export function seededItemForm(id: string, changes: Partial<CatalogueItemFormInput> = {}): CatalogueItemFormInput {
  const item = [...seedProducts, ...seedBundles].find((each) => each.id === id);
  if (!item) throw new Error(`seededItemForm: no seeded item ${id}`);
  return {
    name: item.name,
    description: item.description,
    priceRupees: String(item.price / 100),
    originalPriceRupees: String(item.originalPrice / 100),
    ...("category" in item && { category: item.category }),
    ...("pressType" in item && { pressType: item.pressType }),
    badge: item.badge,
    active: true,
    lowStockThreshold: "10",
    ...changes,
  };
}
