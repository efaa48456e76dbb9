import { ApiError } from "~/server/http/errors";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";

// What an item needs before the shop may show it (docs/product-rules.md#pack-sizes). Other checks
// (declarations) sit beside this one; each names what is missing.

export const NO_LIVE_SIZE_MESSAGE = "This item cannot be shown in the shop: it has no pack size on sale. Add a size first.";

export const missingNetQuantityMessage = (skus: readonly string[]) =>
  `This item cannot be shown in the shop: enter the net quantity of ${skus.length === 1 ? "size" : "sizes"} ${skus.join(", ")}.`;

/** Why a shown item cannot be published as it is, or null: at least one size on sale, each with its net quantity. */
export function packSizeRefusal(item: Pick<AdminCatalogueItem, "sizes">): string | null {
  const live = item.sizes.filter((size) => !size.retired);
  if (live.length === 0) return NO_LIVE_SIZE_MESSAGE;
  const missing = live.filter((size) => size.netQuantity === null).map((size) => size.sku);
  return missing.length > 0 ? missingNetQuantityMessage(missing) : null;
}

/** Throws a 400 on the `active` field (rolling back the change) when an item to be shown fails a publish check. */
export function refuseUnpublishable(item: Pick<AdminCatalogueItem, "sizes">): void {
  const refusal = packSizeRefusal(item);
  if (refusal) throw new ApiError(400, refusal, { title: "Cannot be published", fields: { active: refusal } });
}
