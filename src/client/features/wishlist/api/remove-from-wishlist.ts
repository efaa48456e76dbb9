import { api, call } from "~/client/lib/api";
import { wishlistQueryKey } from "~/client/lib/query-keys";
import { useMutationReadingAgain } from "~/client/lib/read-again";

export function removeFromWishlist(productId: string) {
  return call(api.wishlist[":productId"].$delete({ param: { productId: encodeURIComponent(productId) } }));
}

export function useRemoveFromWishlist() {
  return useMutationReadingAgain(removeFromWishlist, wishlistQueryKey);
}
