import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { usePageLang } from "~/client/components/ui/link";
import { orderDetailKeyIn } from "~/client/lib/query-keys";
import { api, call } from "~/client/lib/api";
import type { CancelOrderRequest } from "~/shared/schemas/cancel-order";

/** Cancels the shopper's own order; the answer is the order page's new content. */
export function useCancelOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  const shown = orderDetailKeyIn(orderNumber, usePageLang());
  return useMutation({
    mutationFn: (request: CancelOrderRequest) => call(api.orders.number[":orderNumber"].cancel.$post({ param: { orderNumber: encodeURIComponent(orderNumber) }, json: request })),
    onSuccess: (detail) => {
      queryClient.setQueryData(shown, detail);
      void queryClient.invalidateQueries({ queryKey: ["orders"], predicate: (query) => query.queryHash !== hashKey(shown) });
    },
  });
}
