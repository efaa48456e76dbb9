import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import { wishlistQueryKey } from "./get-wishlist";

/** Adds the product when absent, removes it when present; answers where it ended up. */
export function toggleWishlist(productId: string): Promise<{ inWishlist: boolean }> {
  return apiRequest("POST", "/wishlist/toggle", { productId });
}

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleWishlist,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
