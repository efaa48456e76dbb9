import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

export function useResendEmail() {
  return useStaffChange((id: string) => call(api.admin.emails[":id"].resend.$post({ param: { id } })), adminKeys.allEmails);
}
