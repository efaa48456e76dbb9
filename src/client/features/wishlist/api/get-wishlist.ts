import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { api, ApiAnswer } from "~/client/lib/api";
import { callApi } from "~/client/lib/load-api";
import { usePageLang } from "~/client/components/ui/link";
import { wishlistQueryKeyIn } from "~/client/lib/query-keys";
import { signedInNow, useSignedInOnly } from "~/client/lib/session/use-session";

export type WishlistItem = ApiAnswer<typeof api.wishlist.$get>["items"][number];

export function getWishlist() {
  return callApi((api) => api.wishlist.$get());
}

/** The signed-in shopper's wishlist, its items named in the page's language; nothing is asked while signed out (every heart is then empty). */
export function useWishlist() {
  return useQuery({ queryKey: wishlistQueryKeyIn(usePageLang()), queryFn: getWishlist, enabled: useSignedInOnly() });
}

const noWishlist = { items: [] };

/** A heart re-renders only when its own answer changes: it does not watch the session (PageReadiness starts this query once a shopper is known). */
export function useInWishlist(productId: string): boolean {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: wishlistQueryKeyIn(usePageLang()),
    queryFn: getWishlist,
    enabled: signedInNow(queryClient),
    placeholderData: noWishlist,
    select: (wishlist: { items: { productId: string }[] }) => wishlist.items.some((item) => item.productId === productId),
  });
  return data ?? false;
}
