import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadApi } from "~/client/lib/load-api";
import { cartQueryKey } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";

/** What goes in the cart: a product or bundle, and the pack size when the shopper chose one (else its default). */
export type CartPick = { productId: string; sizeId?: string };

/** Adds one; the server takes its name, image and price from the catalogue. */
export async function addToCart({ productId, sizeId }: CartPick) {
  const { api, call } = await loadApi();
  return call(api.cart.items.$post({ json: sizeId ? { productId, sizeId } : { productId } }));
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // Waiting for the reload keeps the button busy until the header badge shows the new count.
    onSettled: () => readAgain(queryClient, cartQueryKey),
  });
}
