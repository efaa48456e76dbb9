import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { usePageLang } from "~/client/components/ui/link";
import { orderDetailKeyIn } from "~/client/lib/query-keys";

/** The order page's Confirm button: the answer is the page's new detail. */
export function useConfirmOrder(orderNumber: string) {
  const queryClient = useQueryClient();
  const shown = orderDetailKeyIn(orderNumber, usePageLang());
  return useMutation({
    mutationFn: () => call(api.orders.number[":orderNumber"].confirm.$post({ param: { orderNumber: encodeURIComponent(orderNumber) } })),
    onSuccess: (detail) => {
      queryClient.setQueryData(shown, detail);
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
    },
  });
}

/** The e-mail link's state (reading changes nothing); a bad link is final, not retried. */
export function useConfirmLink(token: string) {
  return useQuery({
    queryKey: ["cod-confirmations", token],
    queryFn: () => call(api["cod-confirmations"][":token"].$get({ param: { token } })),
    retry: (count, error) => !(error instanceof ApiRequestError && error.status < 500) && count < 1,
  });
}

/** The link page's one button: the only thing that confirms. */
export function useConfirmByLink(token: string) {
  return useMutation({ mutationFn: () => call(api["cod-confirmations"][":token"].$post({ param: { token } })) });
}
