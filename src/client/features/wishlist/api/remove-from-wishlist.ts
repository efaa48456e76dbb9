import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { wishlistQueryKey } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";

export function removeFromWishlist(productId: string) {
  return call(api.wishlist[":productId"].$delete({ param: { productId: encodeURIComponent(productId) } }));
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: () => readAgain(queryClient, wishlistQueryKey),
  });
}
