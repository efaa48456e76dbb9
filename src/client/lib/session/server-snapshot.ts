import type { QueryClient } from "@tanstack/react-query";
import type { UIMatch } from "react-router";
import type { ShopperSnapshot } from "~/shared/shopper-source";
import type { Lang } from "~/shared/lang";
import { addressesQueryKey, cartQueryKeyIn, membershipQueryKey } from "../query-keys";
import { sessionQueryKey } from "./use-session";

/** Seeds the query client with what the server rendered the page (in `lang`) with, so hydration agrees. */
export function seededFromServer(queryClient: QueryClient, matches: readonly UIMatch[], lang: Lang): QueryClient {
  const shopper = shopperFromServer(matches);
  if (shopper) {
    queryClient.setQueryData(sessionQueryKey, shopper.user);
    queryClient.setQueryData(cartQueryKeyIn(lang), shopper.cart);
    if (shopper.addresses !== undefined) queryClient.setQueryData(addressesQueryKey, shopper.addresses);
    if (shopper.membership !== undefined) queryClient.setQueryData(membershipQueryKey, shopper.membership);
  }
  return queryClient;
}

/** What the server rendered the page with for a signed-in shopper (a page loader's `shopper`), if anything. */
function shopperFromServer(matches: readonly UIMatch[]): ShopperSnapshot | undefined {
  for (const match of matches) {
    const shopper = (match.loaderData as { shopper?: ShopperSnapshot | null } | undefined)?.shopper;
    if (shopper) return shopper;
  }
  return undefined;
}
