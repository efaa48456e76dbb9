import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { readAgain } from "~/client/lib/read-again";
import type { AddressFormValues } from "~/shared/schemas/address";
import { addressesQueryKey } from "~/client/lib/query-keys";

export async function updateAddress({ id, values }: { id: string; values: AddressFormValues }) {
  return (await call(api.addresses[":id"].$put({ param: { id: encodeURIComponent(id) }, json: values }))).address;
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSettled: () => readAgain(queryClient, addressesQueryKey),
  });
}
