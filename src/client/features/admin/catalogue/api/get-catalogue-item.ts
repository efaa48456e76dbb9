import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

/** One item with its latest 50 stock movements, newest first. */
export function useAdminCatalogueItem(id: string) {
  return useQuery({
    queryKey: adminKeys.catalogueItem(id),
    queryFn: () => call(api.admin.catalogue[":id"].$get({ param: { id: encodeURIComponent(id) } })),
  });
}
