import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { MoveOrderInput } from "~/shared/schemas/admin-orders";
import { adminKeys } from "~/client/features/admin/keys";

/** Moves the order; shipping carries the courier and tracking number (docs/product-rules.md#order-statuses). */
export function useMoveOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (move: MoveOrderInput) => (await call(api.admin.orders[":id"].status.$post({ param: { id: encodeURIComponent(id) }, json: move }))).order,
    onSuccess: (order) => {
      queryClient.setQueryData(adminKeys.order(id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
