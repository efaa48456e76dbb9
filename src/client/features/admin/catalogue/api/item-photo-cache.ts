import type { QueryClient } from "@tanstack/react-query";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";

// A photo change answers the item as it now is, straight into its cache so focus can follow a moved photo; the rest reads again.

type ItemPage = { item: AdminCatalogueItem };

export function showChangedItem(queryClient: QueryClient, item: AdminCatalogueItem) {
  queryClient.setQueryData<ItemPage>(adminKeys.catalogueItem(item.id), (page) => (page ? { ...page, item } : page));
}

export function refreshAfterPhotoChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: adminKeys.catalogue });
  void queryClient.invalidateQueries({ queryKey: adminKeys.allAudit });
}

export const photoParam = (id: string) => ({ id: encodeURIComponent(id) });
