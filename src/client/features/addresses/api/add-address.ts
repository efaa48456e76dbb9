import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import type { Address, AddressFormValues } from "~/shared/schemas/address";
import { addressesQueryKey } from "./get-addresses";

export function addAddress(values: AddressFormValues): Promise<Address> {
  return apiRequest<{ address: Address }>("POST", "/addresses", values).then((body) => body.address);
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
