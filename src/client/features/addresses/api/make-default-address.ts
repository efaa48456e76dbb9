import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { readAgain } from "~/client/lib/read-again";
import { addressesQueryKey } from "~/client/lib/query-keys";

export async function makeDefaultAddress(id: string) {
  return (await call(api.addresses[":id"].default.$post({ param: { id: encodeURIComponent(id) } }))).address;
}

export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultAddress,
    onSettled: () => readAgain(queryClient, addressesQueryKey),
  });
}
