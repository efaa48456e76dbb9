import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import { addressesQueryKey } from "./get-addresses";

export function deleteAddress(addressId: string): Promise<{ message: string }> {
  return apiRequest("DELETE", `/addresses/${encodeURIComponent(addressId)}`);
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}
