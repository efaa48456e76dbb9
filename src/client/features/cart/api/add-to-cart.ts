import { callApi } from "~/client/lib/load-api";
import { cartQueryKey } from "~/client/lib/query-keys";
import { useMutationReadingAgain } from "~/client/lib/read-again";

/** What goes in the cart: a product or bundle, and the pack size when the shopper chose one (else its default). */
export type CartPick = { productId: string; sizeId?: string };

/** Adds one; the server takes its name, image and price from the catalogue. */
export function addToCart({ productId, sizeId }: CartPick) {
  return callApi((api) => api.cart.items.$post({ json: sizeId ? { productId, sizeId } : { productId } }));
}

/** Settles once the cart is read again, so the button stays busy until the header badge shows the new count. */
export function useAddToCart() {
  return useMutationReadingAgain(addToCart, cartQueryKey);
}
