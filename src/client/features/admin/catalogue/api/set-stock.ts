import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { StockAdjustmentInput } from "~/shared/schemas/admin-catalogue";
import { adminKeys } from "~/client/features/admin/keys";

/** Sets an item's units on hand (or stops tracking them) with a reason; the new movement shows once its page reads again. */
export function useSetStock(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (adjustment: StockAdjustmentInput) =>
      (await call(api.admin.catalogue[":id"].stock.$post({ param: { id: encodeURIComponent(id) }, json: adjustment }))).item,
    onSuccess: () => {
      // Under ["admin", "catalogue"]: the list and this item's page with its movements.
      void queryClient.invalidateQueries({ queryKey: adminKeys.catalogue });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
      void queryClient.invalidateQueries({ queryKey: adminKeys.allAudit });
    },
  });
}
