import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

export function useRevokeStaff() {
  return useStaffChange((userId: string) => call(api.admin.staff[":userId"].$delete({ param: { userId: encodeURIComponent(userId) } })), adminKeys.staff);
}
