import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadApi } from "~/client/lib/load-api";
import { cartQueryKey } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";

/** Adds one of a product or bundle; the server takes its name, image and price from the catalogue. */
export async function addToCart(productId: string) {
  const { api, call } = await loadApi();
  return call(api.cart.items.$post({ json: { productId } }));
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    // Waiting for the reload keeps the button busy until the header badge shows the new count.
    onSettled: () => readAgain(queryClient, cartQueryKey),
  });
}
