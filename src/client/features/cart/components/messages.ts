import { ApiRequestError } from "~/client/lib/shop-fetch";

/** The 'Login Required' text when a signed-out shopper adds to the cart (docs/product-rules.md#cart). */
export const LOGIN_FOR_CART = "Please login to add items to cart";

/** The server's message for a refused add; 'Failed to add item to cart' when there was no usable answer (docs/product-rules.md#cart). */
export function addFailureMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500 ? error.message : "Failed to add item to cart";
}
