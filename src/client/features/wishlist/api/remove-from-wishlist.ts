import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import { wishlistQueryKey } from "./get-wishlist";

export function removeFromWishlist(productId: string): Promise<void> {
  return apiRequest("DELETE", `/wishlist/${encodeURIComponent(productId)}`);
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
