import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import { cartQueryKey, type CartLineView } from "./get-cart";

export function updateCartQuantity({ lineId, quantity }: { lineId: string; quantity: number }): Promise<{ line: CartLineView }> {
  return apiRequest("PATCH", `/cart/items/${encodeURIComponent(lineId)}`, { quantity });
}

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    // A failed quantity change is logged, not shown (docs/product-rules.md#errors-and-toasts); the reload shows what the server kept.
    onError: (error) => console.warn("Could not change the quantity:", error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
