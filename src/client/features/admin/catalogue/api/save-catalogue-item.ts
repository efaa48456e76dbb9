import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { CatalogueItemFormInput } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";

/** Saves an item's details; its page, the list and the dashboard (a threshold or a hidden item changes the low-stock list) read again. */
export function useSaveCatalogueItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: CatalogueItemFormInput) => (await call(api.admin.catalogue[":id"].$put({ param: { id: encodeURIComponent(id) }, json: form }))).item,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.catalogue });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: adminKeys.allAudit });
    },
  });
}
