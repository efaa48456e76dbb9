import type { QueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import type { PincodePlace } from "~/shared/schemas/pincode";

/** Where a pincode is, from the shop's directory (null if unknown); kept for the page's life, as the directory changes only with a release. */
export function lookUpPincode(queryClient: QueryClient, pincode: string): Promise<PincodePlace | null> {
  return queryClient.fetchQuery({
    queryKey: ["pincodes", pincode],
    staleTime: Infinity,
    retry: false,
    queryFn: async () => {
      try {
        return (await call(api.pincodes[":pincode"].$get({ param: { pincode } }))).place;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
