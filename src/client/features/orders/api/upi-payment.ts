import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { isUnauthorized, ApiRequestError } from "~/client/lib/shop-fetch";
import type { UtrInput } from "~/shared/schemas/upi";

type UpiPaymentAnswer = ApiAnswer<(typeof api.upi.orders)[":orderNumber"]["$get"]>;

/** A UPI order's payment: amount, deadline, the pay link while it can be paid, and the server's clock minus this device's. */
export type UpiPayment = UpiPaymentAnswer & { clockOffsetMs: number };

const withClock = (answer: UpiPaymentAnswer): UpiPayment => ({ ...answer, clockOffsetMs: Date.parse(answer.serverNow) - Date.now() });

// Under the orders root: asked only while a shopper is signed in, and refreshed with their orders.
const upiPaymentKey = (orderNumber: string) => ["orders", "upi", orderNumber] as const;

/** The QR code's address: the server draws it for the order's owner only. */
export const upiQrHref = (orderNumber: string) => `/api/upi/orders/${encodeURIComponent(orderNumber)}/qr.svg`;

export function useUpiPayment(orderNumber: string) {
  return useQuery({
    queryKey: upiPaymentKey(orderNumber),
    queryFn: async () => withClock(await call(api.upi.orders[":orderNumber"].$get({ param: { orderNumber: encodeURIComponent(orderNumber) } }))),
    retry: (count, error) => !isUnauthorized(error) && !(error instanceof ApiRequestError && error.status === 404) && count < 1,
  });
}

/** Gives the UTR; the order's pages then read "Payment submitted, being verified". */
export function useSubmitUtr(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: UtrInput) => call(api.upi.orders[":orderNumber"].utr.$post({ param: { orderNumber: encodeURIComponent(orderNumber) }, json })),
    onSuccess: (payment) => {
      queryClient.setQueryData(upiPaymentKey(orderNumber), withClock(payment));
      void queryClient.invalidateQueries({ queryKey: ["orders"] });
    },
  });
}
