import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { cartQueryKey } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";

export function removeCartLine(lineId: string) {
  return call(api.cart.items[":lineId"].$delete({ param: { lineId: encodeURIComponent(lineId) } }));
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLine,
    // A failed removal is logged, not shown (docs/product-rules.md#errors-and-toasts); the reload shows what the server kept.
    onError: (error) => console.warn("Could not remove the item:", error.message),
    onSettled: () => readAgain(queryClient, cartQueryKey),
  });
}
