import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => call(api.admin.staff[":userId"].$delete({ param: { userId: encodeURIComponent(userId) } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.staff }),
  });
}
