import { useQuery } from "@tanstack/react-query";
import type { api, ApiAnswer } from "~/client/lib/api";
import { callApi } from "~/client/lib/load-api";
import { usePageLang } from "~/client/components/ui/link";
import { cartQueryKeyIn } from "~/client/lib/query-keys";
import { useSignedInOnly } from "~/client/lib/session/use-session";

export type CartLine = ApiAnswer<typeof api.cart.$get>["lines"][number];

export function getCart() {
  return callApi((api) => api.cart.$get());
}

/** Nothing is kept from a previous answer: after a sign-out it would be the last shopper's count. */
export function useCart() {
  return useQuery({ queryKey: cartQueryKeyIn(usePageLang()), queryFn: getCart, enabled: useSignedInOnly() });
}

/** Items in the cart: the sum of the lines' quantities, 0 when signed out or not yet loaded. */
export function useCartCount(): number {
  return useCart().data?.summary.itemCount ?? 0;
}
