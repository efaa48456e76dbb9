import { msg } from "@lingui/core/macro";
import { ApiRequestError } from "~/client/lib/shop-fetch";

/** The 'Login Required' text when a signed-out shopper adds to the cart (docs/product-rules.md#cart). */
export const LOGIN_FOR_CART = msg`Please login to add items to cart`;

/**
 * The server's message for a refused add; `fallback` ('Failed to add item to cart', in the caller's
 * catalogue) when there was no usable answer (docs/product-rules.md#cart).
 */
export function addFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status > 0 && error.status < 500 ? error.message : fallback;
}
