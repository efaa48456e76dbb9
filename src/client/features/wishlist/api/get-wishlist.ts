import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { useSignedInOnly } from "~/client/lib/session/use-session";

export type WishlistItem = ApiAnswer<typeof api.wishlist.$get>["items"][number];

export const wishlistQueryKey = ["wishlist"] as const;

export function getWishlist() {
  return call(api.wishlist.$get());
}

/** The signed-in shopper's wishlist; nothing is asked while signed out (every heart is then empty). */
export function useWishlist() {
  const signedIn = useSignedInOnly();
  return useQuery({ queryKey: wishlistQueryKey, queryFn: getWishlist, enabled: signedIn });
}
