import { api, call } from "~/client/lib/api";
import { useMutationReadingAgain } from "~/client/lib/read-again";
import { addressesQueryKey } from "~/client/lib/query-keys";

export async function makeDefaultAddress(id: string) {
  return (await call(api.addresses[":id"].default.$post({ param: { id: encodeURIComponent(id) } }))).address;
}

export function useMakeDefaultAddress() {
  return useMutationReadingAgain(makeDefaultAddress, addressesQueryKey);
}
