import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { addressesQueryKey } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";

export function deleteAddress(id: string) {
  return call(api.addresses[":id"].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => readAgain(queryClient, addressesQueryKey),
  });
}
