import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { cartQueryKey } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";

export function updateCartQuantity({ lineId, quantity }: { lineId: string; quantity: number }) {
  return call(api.cart.items[":lineId"].$patch({ param: { lineId: encodeURIComponent(lineId) }, json: { quantity } }));
}

export function useUpdateCartQuantity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartQuantity,
    // A failed quantity change is logged, not shown (docs/product-rules.md#errors-and-toasts); the reload shows what the server kept.
    onError: (error) => console.warn("Could not change the quantity:", error.message),
    onSettled: () => readAgain(queryClient, cartQueryKey),
  });
}
