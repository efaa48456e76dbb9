import { useQuery } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "~/client/lib/api";
import type { OrderView } from "~/shared/schemas/order";

export const orderQueryKey = (orderId: string) => ["orders", "one", orderId] as const;

export function getOrder(orderId: string): Promise<OrderView> {
  return apiRequest<{ order: OrderView }>("GET", `/orders/${encodeURIComponent(orderId)}`).then((body) => body.order);
}

/** One of the shopper's own orders; a 404 (missing, or someone else's) is final, not retried. */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: () => getOrder(orderId),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}
