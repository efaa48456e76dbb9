import { useQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { BlockCodPincodeInput, PaymentSettingsInput } from "~/shared/schemas/payment-settings";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

// The payment figures and the pincodes without cash on delivery (docs/product-rules.md#payments).

export function usePaymentSettings() {
  return useQuery({ queryKey: adminKeys.paymentSettings, queryFn: async () => (await call(api.admin.payments.settings.$get())).settings });
}

export function useSavePaymentSettings() {
  return useStaffChange(async (form: PaymentSettingsInput) => (await call(api.admin.payments.settings.$put({ json: form }))).settings, adminKeys.paymentSettings);
}

export function useCodPincodes() {
  return useQuery({ queryKey: adminKeys.codPincodes, queryFn: async () => (await call(api.admin.payments["cod-pincodes"].$get())).pincodes });
}

export function useBlockCodPincode() {
  return useStaffChange(async (input: BlockCodPincodeInput) => (await call(api.admin.payments["cod-pincodes"].$post({ json: input }))).pincode, adminKeys.codPincodes);
}

export function useUnblockCodPincode() {
  return useStaffChange((id: string) => call(api.admin.payments["cod-pincodes"][":id"].$delete({ param: { id } })), adminKeys.codPincodes);
}
