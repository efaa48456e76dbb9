import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { VerifyGatewayPaymentInput } from "~/shared/schemas/gateway-payment";

/** Whether checkout offers Online Payment: only when the shop has gateway keys. */
export function useOnlinePaymentAvailable(): boolean {
  const answer = useQuery({ queryKey: ["payments", "gateway"], queryFn: () => call(api.payments.gateway.$get()), staleTime: 60_000 });
  return answer.data?.online ?? false;
}

/** Opens the gateway's order for the shopper's order (made once, the same one for every Pay now). */
export async function startGatewayPayment(orderNumber: string) {
  return (await call(api.payments.gateway.orders[":orderNumber"].start.$post({ param: { orderNumber: encodeURIComponent(orderNumber) } }))).checkout;
}

/** Hands the server what the gateway's checkout answered; the server checks its signature and the payment. */
export async function verifyGatewayPayment(orderNumber: string, answer: VerifyGatewayPaymentInput) {
  return (await call(api.payments.gateway.orders[":orderNumber"].verify.$post({ param: { orderNumber: encodeURIComponent(orderNumber) }, json: answer }))).outcome;
}
