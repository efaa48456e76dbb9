import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import { cartQueryKey, type CartLineView } from "./get-cart";

/** Adds one of a product or bundle; the server takes its name, image and price from the catalogue. */
export function addToCart(productId: string): Promise<{ line: CartLineView }> {
  return apiRequest("POST", "/cart/items", { productId });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // Waiting for the reload keeps the button busy until the header badge shows the new count.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
