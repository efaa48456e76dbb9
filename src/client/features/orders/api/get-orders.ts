import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import type { OrderPage } from "~/shared/schemas/order";

export const ordersQueryKey = ["orders", "list"] as const;

const PAGE_SIZE = 10;

export function getOrders(cursor: string | null): Promise<OrderPage> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set("cursor", cursor);
  return apiRequest<OrderPage>("GET", `/orders?${query}`);
}

/** The shopper's orders, newest first, a page at a time. */
export function useOrders() {
  return useInfiniteQuery({
    queryKey: ordersQueryKey,
    queryFn: ({ pageParam }) => getOrders(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
