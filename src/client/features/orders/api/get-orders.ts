import { useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { usePageLang } from "~/client/components/ui/link";
import { ordersQueryKey } from "~/client/lib/query-keys";

const PAGE_SIZE = 10;

export function getOrders(cursor: string | null) {
  return call(api.orders.$get({ query: { limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) } }));
}

/** The shopper's orders, newest first, a page at a time, their items named in the page's language. */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: [...ordersQueryKey, usePageLang()],
    queryFn: ({ pageParam }) => getOrders(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
