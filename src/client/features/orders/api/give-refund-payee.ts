import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { RefundPayeeInput } from "~/shared/schemas/refund";

/** Says where a refund of the shopper's own order goes; the order page then reads it masked. */
export function useGiveRefundPayee(orderNumber: string, refundId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: RefundPayeeInput) => call(api.refunds[":id"].payee.$post({ param: { id: refundId }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["orders", "number", orderNumber] }),
  });
}
