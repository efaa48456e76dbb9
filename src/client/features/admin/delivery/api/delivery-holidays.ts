import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { AddDeliveryHolidayInput } from "~/shared/schemas/delivery-holidays";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

// Days without dispatch or delivery; every promise skips them (docs/product-rules.md#delivery-promise).

export function useDeliveryHolidays() {
  return useQuery({ queryKey: adminKeys.deliveryHolidays, queryFn: async () => (await call(api.admin.delivery.holidays.$get())).holidays });
}

export function useAddDeliveryHoliday() {
  return useStaffChange(async (input: AddDeliveryHolidayInput) => (await call(api.admin.delivery.holidays.$post({ json: input }))).holiday, adminKeys.deliveryHolidays);
}

export function useRemoveDeliveryHoliday() {
  return useStaffChange((id: string) => call(api.admin.delivery.holidays[":id"].$delete({ param: { id } })), adminKeys.deliveryHolidays);
}
