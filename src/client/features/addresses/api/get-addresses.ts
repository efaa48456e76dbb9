import { useQuery } from "@tanstack/react-query";
import { callApi } from "~/client/lib/load-api";
import { addressesQueryKey } from "~/client/lib/query-keys";

/** The shopper's saved addresses: the default first, then the newest. */
export async function getAddresses() {
  return (await callApi((api) => api.addresses.$get())).addresses;
}

export function useAddresses() {
  return useQuery({ queryKey: addressesQueryKey, queryFn: getAddresses });
}
