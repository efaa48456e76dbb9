import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { shopFetch } from "~/client/lib/shop-fetch";
import type { ReturnRequestFields } from "~/shared/schemas/return-request";

// Report a problem (docs/product-rules.md#returns-report-a-problem): the order's returns and the form's one request.

export type OrderReturns = ApiAnswer<(typeof api.returns.orders)[":orderNumber"]["$get"]>;
export type ReturnRequestView = OrderReturns["requests"][number];

export const orderReturnsKey = (orderNumber: string) => ["orders", "returns", orderNumber] as const;

export function useOrderReturns(orderNumber: string) {
  return useQuery({ queryKey: orderReturnsKey(orderNumber), queryFn: () => call(api.returns.orders[":orderNumber"].$get({ param: { orderNumber: encodeURIComponent(orderNumber) } })) });
}

/** Sent as multipart form data: the photos as files, the lines as JSON text, as the server's schema reads them. */
export function useReportProblem(orderNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, photos }: { fields: ReturnRequestFields; photos: readonly File[] }) => {
      const body = new FormData();
      body.set("lines", JSON.stringify(fields.lines));
      body.set("reason", fields.reason);
      body.set("description", fields.description);
      body.set("resolution", fields.resolution);
      for (const photo of photos) body.append("photos", photo);
      const response = await shopFetch(`/api/returns/orders/${encodeURIComponent(orderNumber)}`, { method: "POST", body });
      return (await response.json()) as { request: ReturnRequestView };
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: orderReturnsKey(orderNumber) }),
  });
}
