import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import { cartQueryKey } from "./get-cart";

export function removeCartLine(lineId: string): Promise<void> {
  return apiRequest("DELETE", `/cart/items/${encodeURIComponent(lineId)}`);
}

export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLine,
    // A failed removal is logged, not shown (docs/product-rules.md#errors-and-toasts); the reload shows what the server kept.
    onError: (error) => console.warn("Could not remove the item:", error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
