import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

/** Staff's "Confirmed by phone" for a COD order awaiting its confirmation; the note goes to the audit log. */
export function useConfirmByPhone(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (note: string) => (await call(api.admin.orders[":id"]["cod-confirmation"].$post({ param: { id: encodeURIComponent(id) }, json: { note } }))).order,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    },
  });
}
