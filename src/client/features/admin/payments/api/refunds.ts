import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "~/client/features/admin/keys";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import type { GatewayRefundInput } from "~/shared/schemas/gateway-payment";

const refundsKey = (orderId: string) => [...adminKeys.order(orderId), "refunds"] as const;
const endpoint = api.admin.payments.orders[":id"].refunds;

export type OrderRefund = ApiAnswer<typeof endpoint.$get>["refunds"][number];

/** An order's refunds, newest first. */
export function useOrderRefunds(orderId: string) {
  return useQuery({ queryKey: refundsKey(orderId), queryFn: () => call(endpoint.$get({ param: { id: encodeURIComponent(orderId) } })) });
}

/** A refund through the gateway; the order (its payment status) and its refunds read again after it, refused or not. */
export function useRefundThroughGateway(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GatewayRefundInput) => (await call(endpoint.$post({ param: { id: encodeURIComponent(orderId) }, json: input }))).refund,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.order(orderId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
    },
  });
}
