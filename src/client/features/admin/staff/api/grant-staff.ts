import { api, call } from "~/client/lib/api";
import type { GrantStaffInput } from "~/shared/schemas/admin-staff";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

export function useGrantStaff() {
  return useStaffChange(async (input: GrantStaffInput) => (await call(api.admin.staff.$post({ json: input }))).member, adminKeys.staff);
}
