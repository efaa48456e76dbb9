import { api, call } from "~/client/lib/api";
import { useMutationReadingAgain } from "~/client/lib/read-again";
import type { AddressFormValues } from "~/shared/schemas/address";
import { addressesQueryKey } from "~/client/lib/query-keys";

export async function updateAddress({ id, values }: { id: string; values: AddressFormValues }) {
  return (await call(api.addresses[":id"].$put({ param: { id: encodeURIComponent(id) }, json: values }))).address;
}

export function useUpdateAddress() {
  return useMutationReadingAgain(updateAddress, addressesQueryKey);
}
