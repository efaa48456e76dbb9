import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "~/client/lib/load-api";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { useSignedInOnly } from "~/client/lib/session/use-session";

// Back-in-stock requests (docs/decisions/068). The typed client comes with the first press (decision 059).

const mineKey = ["stock-alerts", "mine"] as const;

/** The sizes the signed-in shopper already waits for. */
export function useMyStockAlerts() {
  return useQuery({
    queryKey: mineKey,
    enabled: useSignedInOnly(),
    queryFn: () => callApi((api) => api["stock-alerts"].mine.$get()),
  });
}

/** "Notify me": signed in, the session's address; signed out, the one given (confirmed by e-mail). */
export function useNotifyMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { productId: string; sizeId: string; email?: string }) => callApi((api) => api["stock-alerts"].$post({ json: input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}

const final = (count: number, error: Error) => !(error instanceof ApiRequestError && error.status > 0 && error.status < 500) && count < 1;

/** The confirmation link's state: reading changes nothing; a bad link is final, not retried. */
export function useStockAlertLink(token: string) {
  return useQuery({
    queryKey: ["stock-alerts", "confirm", token],
    retry: final,
    queryFn: () => callApi((api) => api["stock-alerts"].confirm[":token"].$get({ param: { token } })),
  });
}

/** The link page's one button: the only thing that confirms. */
export function useConfirmStockAlert(token: string) {
  return useMutation({
    mutationFn: () => callApi((api) => api["stock-alerts"].confirm[":token"].$post({ param: { token } })),
  });
}

/** The back-in-stock e-mail's unsubscribe link. */
export function unsubscribeStockAlerts(token: string) {
  return callApi((api) => api["stock-alerts"].unsubscribe[":token"].$post({ param: { token } }));
}
