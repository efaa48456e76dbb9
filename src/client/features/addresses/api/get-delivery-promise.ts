import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { api, ApiAnswer } from "~/client/lib/api";
import { callApi } from "~/client/lib/load-api";
import { ApiRequestError } from "~/client/lib/shop-fetch";

/** A pincode's place and the delivery promise for an order placed now (docs/product-rules.md#delivery-promise). */
export type DeliveryAnswer = ApiAnswer<typeof api.delivery[":pincode"]["$get"]>;

const deliveryQuery = (pincode: string) => ({
  queryKey: ["delivery", pincode] as const,
  // The answer changes at 14:00 and midnight (India) and when staff switch an area off: kept a minute.
  staleTime: 60_000,
  retry: false,
  queryFn: async (): Promise<DeliveryAnswer | null> => {
    try {
      return await callApi((api) => api.delivery[":pincode"].$get({ param: { pincode } }));
    } catch (error) {
      // A pincode India Post does not use: not an error of the page, an answer to show.
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }
  },
});

/** The promise for a six-digit pincode; null data for one the directory lacks. Idle without a pincode. */
export function useDeliveryPromise(pincode: string | null) {
  return useQuery({ ...deliveryQuery(pincode ?? ""), enabled: pincode !== null && /^\d{6}$/.test(pincode) });
}

export function fetchDeliveryPromise(queryClient: QueryClient, pincode: string) {
  return queryClient.fetchQuery(deliveryQuery(pincode));
}
