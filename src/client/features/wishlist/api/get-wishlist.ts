import { useQuery } from "@tanstack/react-query";
import { useSignedInOnly } from "~/client/features/auth/api/use-session";
import { apiRequest } from "~/client/lib/api";

export type WishlistItemView = {
  id: string;
  productId: string;
  productName: string;
  productImage: string;
  pricePaise: number;
  createdAt: string;
};

export const wishlistQueryKey = ["wishlist"] as const;

export function getWishlist(): Promise<{ items: WishlistItemView[] }> {
  return apiRequest("GET", "/wishlist");
}

/** The signed-in shopper's wishlist; nothing is asked while signed out (every heart is then empty). */
export function useWishlist() {
  const signedIn = useSignedInOnly();
  return useQuery({ queryKey: wishlistQueryKey, queryFn: getWishlist, enabled: signedIn });
}
