import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { SwitchOffDeliveryInput } from "~/shared/schemas/delivery";
import { adminKeys } from "~/client/features/admin/keys";

// The pincodes and states where staff have switched deliveries off (docs/product-rules.md#delivery-promise).

export function useDeliveryExclusions() {
  return useQuery({ queryKey: adminKeys.deliveryExclusions, queryFn: async () => (await call(api.admin.delivery.exclusions.$get())).exclusions });
}

export function useSwitchOffDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SwitchOffDeliveryInput) => (await call(api.admin.delivery.exclusions.$post({ json: input }))).exclusion,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.deliveryExclusions }),
  });
}

export function useSwitchOnDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.delivery.exclusions[":id"].$delete({ param: { id } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.deliveryExclusions }),
  });
}
