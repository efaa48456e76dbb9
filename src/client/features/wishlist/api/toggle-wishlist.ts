import { callApi } from "~/client/lib/load-api";
import { wishlistQueryKey } from "~/client/lib/query-keys";
import { useMutationReadingAgain } from "~/client/lib/read-again";

/** Adds the product (at the size the shopper chose, else its default) when absent, removes it when present; answers where it ended up. */
export function toggleWishlist({ productId, sizeId }: { productId: string; sizeId?: string }) {
  return callApi((api) => api.wishlist.toggle.$post({ json: sizeId ? { productId, sizeId } : { productId } }));
}

export function useToggleWishlist() {
  return useMutationReadingAgain(toggleWishlist, wishlistQueryKey);
}
