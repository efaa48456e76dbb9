import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { OrderStatus } from "~/shared/order-status";
import { adminKeys } from "./keys";

export function useMoveOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (toStatus: OrderStatus) => (await call(api.admin.orders[":id"].status.$post({ param: { id: encodeURIComponent(id) }, json: { toStatus } }))).order,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
