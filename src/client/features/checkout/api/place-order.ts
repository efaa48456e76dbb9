import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import type { OrderView, PlaceOrderInput } from "~/shared/schemas/order";

export type PlacedOrder = { order: OrderView; created: boolean };

/** Places the cart as an order. The same idempotency key (one per checkout visit) never makes two. */
export function placeOrder(input: PlaceOrderInput): Promise<PlacedOrder> {
  return apiRequest<PlacedOrder>("POST", "/orders", input);
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
