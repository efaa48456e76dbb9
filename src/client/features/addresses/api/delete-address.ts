import { api, call } from "~/client/lib/api";
import { addressesQueryKey } from "~/client/lib/query-keys";
import { useMutationReadingAgain } from "~/client/lib/read-again";

export function deleteAddress(id: string) {
  return call(api.addresses[":id"].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function useDeleteAddress() {
  return useMutationReadingAgain(deleteAddress, addressesQueryKey);
}
