import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "~/client/lib/api";
import type { GrantStaffInput, StaffMember } from "~/shared/schemas/admin-staff";
import { adminKeys } from "./keys";

export function useGrantStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GrantStaffInput) => (await apiRequest<{ member: StaffMember }>("POST", "/admin/staff", input)).member,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
