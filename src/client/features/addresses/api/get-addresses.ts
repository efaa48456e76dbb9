import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import type { Address } from "~/shared/schemas/address";

export const addressesQueryKey = ["addresses"] as const;

/** The shopper's saved addresses: the default first, then the newest. */
export function getAddresses(): Promise<Address[]> {
  return apiRequest<{ addresses: Address[] }>("GET", "/addresses").then((body) => body.addresses);
}

export function useAddresses() {
  return useQuery({ queryKey: addressesQueryKey, queryFn: getAddresses });
}
