import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.emails[":id"].resend.$post({ param: { id } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.allEmails }),
  });
}
