import { ApiRequestError } from "~/client/lib/api";

/** SPEC.md §8: the 'Login Required' text when a signed-out shopper adds to the cart. */
export const LOGIN_FOR_CART = "Please login to add items to cart";

/** SPEC.md §8: the server's message for a refused add; 'Failed to add item to cart' when there was no usable answer. */
export function addFailureMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500 ? error.message : "Failed to add item to cart";
}
