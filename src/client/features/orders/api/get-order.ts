import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { isUnauthorized, ApiRequestError } from "~/client/lib/shop-fetch";
import { orderQueryKey } from "~/client/lib/query-keys";

/** One of the shopper's orders as the order endpoints answer it (the list, one order, a placed order). */
export type Order = ApiAnswer<typeof api.orders.id[":id"]["$get"]>["order"];

export async function getOrder(id: string) {
  return (await call(api.orders.id[":id"].$get({ param: { id: encodeURIComponent(id) } }))).order;
}

/** One of the shopper's own orders; a 404 (missing, or someone else's) is final, not retried. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: () => getOrder(orderId),
    retry: (count, error) => !isUnauthorized(error) && !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}
