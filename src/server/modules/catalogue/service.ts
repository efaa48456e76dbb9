import { ApiError } from "~/server/http/errors";
import { findCatalogueItem as lookUp, type CatalogueItem } from "~/shared/catalog/lookup";

// What every other module asks of the catalogue: the one seam to change when products move from
// code into the database.

export type { CatalogueItem };

/** The catalogue's own name, image and price for an id, or undefined when it is not sold. */
export function findCatalogueItem(productId: string): CatalogueItem | undefined {
  return lookUp(productId);
}

/** The catalogue's own record for an id a request named, or a 400 the shopper can read. */
export function requireCatalogueItem(productId: string): CatalogueItem {
  const item = lookUp(productId);
  if (!item) throw new ApiError(400, "This product is not in our catalogue", { fields: { productId: "This product is not in our catalogue" } });
  return item;
}
