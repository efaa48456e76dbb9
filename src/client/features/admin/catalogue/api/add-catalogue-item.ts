import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { NewCatalogueItemInput } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";

/** Adds a product or bundle; the list, the dashboard and the audit log read again. */
export function useAddCatalogueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: NewCatalogueItemInput) => (await call(api.admin.catalogue.$post({ json: form }))).item,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.catalogue });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: adminKeys.allAudit });
    },
  });
}
