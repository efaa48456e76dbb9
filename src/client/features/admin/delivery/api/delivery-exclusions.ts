import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { SwitchOffDeliveryInput } from "~/shared/schemas/delivery";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

// The pincodes and states where staff have switched deliveries off (docs/product-rules.md#delivery-promise).

export function useDeliveryExclusions() {
  return useQuery({ queryKey: adminKeys.deliveryExclusions, queryFn: async () => (await call(api.admin.delivery.exclusions.$get())).exclusions });
}

export function useSwitchOffDelivery() {
  return useStaffChange(async (input: SwitchOffDeliveryInput) => (await call(api.admin.delivery.exclusions.$post({ json: input }))).exclusion, adminKeys.deliveryExclusions);
}

export function useSwitchOnDelivery() {
  return useStaffChange((id: string) => call(api.admin.delivery.exclusions[":id"].$delete({ param: { id } })), adminKeys.deliveryExclusions);
}
