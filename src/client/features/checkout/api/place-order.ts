import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { cartQueryKey, orderQueryKey, ordersQueryKey } from "~/client/lib/query-keys";
import type { PlaceOrderInput } from "~/shared/schemas/order";

/** Places the cart as an order. The same idempotency key (one per checkout visit) never makes two. */
export function placeOrder(input: PlaceOrderInput) {
  return call(api.orders.$post({ json: input }));
}

/** The success page reads the placed order from the cache; the emptied cart and the order list read again when shown. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ order }) => {
      queryClient.setQueryData(orderQueryKey(order.id), order);
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
}
