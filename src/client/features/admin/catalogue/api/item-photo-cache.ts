import type { QueryClient } from "@tanstack/react-query";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";

// A change to an item's photos (add, reorder, remove) answers the item as it now is, which goes
// straight into its page's cache (the list moves at once, and focus can follow a moved photo);
// the list of items, the audit log and the page itself then read again.

type ItemPage = { item: AdminCatalogueItem };

export function showChangedItem(queryClient: QueryClient, item: AdminCatalogueItem) {
  queryClient.setQueryData<ItemPage>(adminKeys.catalogueItem(item.id), (page) => (page ? { ...page, item } : page));
}

export function refreshAfterPhotoChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.catalogue });
  void queryClient.invalidateQueries({ queryKey: adminKeys.allAudit });
}

export const photoParam = (id: string) => ({ id: encodeURIComponent(id) });
