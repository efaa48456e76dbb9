import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

/** Staff saw the money in the bank: the order is paid with this UTR. */
export function useMarkPaid(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (utr: string) => (await call(api.admin.payments.orders[":id"].paid.$post({ param: { id: encodeURIComponent(orderId) }, json: { utr } }))).paid,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
