import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { CancelOrderRequest } from "~/shared/schemas/cancel-order";

/** Cancels the shopper's own order; the answer is the order page's new content. */
export function useCancelOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CancelOrderRequest) => call(api.orders.number[":orderNumber"].cancel.$post({ param: { orderNumber: encodeURIComponent(orderNumber) }, json: request })),
    onSuccess: (detail) => {
      queryClient.setQueryData(["orders", "number", orderNumber], detail);
      void queryClient.invalidateQueries({ queryKey: ["orders"], exact: false, predicate: (query) => query.queryKey[1] !== "number" });
    },
  });
}
