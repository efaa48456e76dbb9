import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { GrantStaffInput } from "~/shared/schemas/admin-staff";
import { adminKeys } from "~/client/features/admin/keys";

export function useGrantStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: GrantStaffInput) => (await call(api.admin.staff.$post({ json: input }))).member,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
