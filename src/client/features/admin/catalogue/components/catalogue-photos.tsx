import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { PhotoList } from "./photo-list";
import { PhotoUpload } from "./photo-upload";

// An item's photos in the back office (docs/product-rules.md#photos): upload one at a time, move
// each up or down with buttons (the keyboard's way, no dragging), delete one after a confirmation.

/** The Photos section of an item's page: the list (the cover first) and the upload form. */
export function CataloguePhotos({ item }: { item: AdminCatalogueItem }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-earth-900/80">
        The first photo is the cover: cards, carts and orders show it. Up to 12 photos; each is checked, stripped of its camera and location details, and made
        into smaller copies for phones.
      </p>
      <PhotoList item={item} />
      <PhotoUpload item={item} />
    </div>
  );
}
