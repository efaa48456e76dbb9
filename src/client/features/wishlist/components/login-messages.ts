import { msg } from "@lingui/core/macro";

/** Signed out as the page knew it: the card's own check (docs/product-rules.md#wishlist). */
export const LOGIN_FOR_WISHLIST = msg`Please login to add items to wishlist`;
/** The server refused a toggle because the session had ended meanwhile (docs/product-rules.md#wishlist). */
export const SIGN_IN_FOR_WISHLIST = msg`Please sign in to add to wishlist`;
/** The server refused a removal because the session had ended (docs/product-rules.md#wishlist). */
export const SIGN_IN = msg`Please sign in`;
