import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { isUnauthorized, ApiRequestError } from "~/client/lib/shop-fetch";
import { usePageLang } from "~/client/components/ui/link";
import { orderDetailKeyIn } from "~/client/lib/query-keys";

/** The shopper's own order by its number, with its status history: /account/orders/{number}. */
export type OrderDetail = ApiAnswer<typeof api.orders.number[":orderNumber"]["$get"]>;

/** A 404 (no such order, or someone else's) is final, not retried. */
export function useOrderDetail(orderNumber: string) {
  return useQuery({
    queryKey: orderDetailKeyIn(orderNumber, usePageLang()),
    queryFn: () => call(api.orders.number[":orderNumber"].$get({ param: { orderNumber: encodeURIComponent(orderNumber) } })),
    retry: (count, error) => !isUnauthorized(error) && !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}
