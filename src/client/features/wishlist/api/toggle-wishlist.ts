import { useMutation, useQueryClient } from "@tanstack/react-query";
import { loadApi } from "~/client/lib/load-api";
import { wishlistQueryKey } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";

/** Adds the product (at the size the shopper chose, else its default) when absent, removes it when present; answers where it ended up. */
export async function toggleWishlist({ productId, sizeId }: { productId: string; sizeId?: string }) {
  const { api, call } = await loadApi();
  return call(api.wishlist.toggle.$post({ json: sizeId ? { productId, sizeId } : { productId } }));
}

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    onSettled: () => readAgain(queryClient, wishlistQueryKey),
  });
}
