import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { AddressFormValues } from "~/shared/schemas/address";
import { addressesQueryKey } from "~/client/lib/query-keys";

export async function addAddress(values: AddressFormValues) {
  return (await call(api.addresses.$post({ json: values }))).address;
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
