/** SPEC.md §8: the 'Login Required' text when a signed-out shopper adds to the cart. */
export const LOGIN_FOR_CART = "Please login to add items to cart";
