import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";
import type { StatementColumns } from "~/shared/reconciliation";
import { adminKeys } from "~/client/features/admin/keys";

export type StatementUpload = { statement: File; columns?: StatementColumns };

/** Sends the statement (multipart); the server reads it, asks for its columns once, and reconciles it. */
export function useUploadStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ statement, columns }: StatementUpload) =>
      call(api.admin.payments.statements.$post({ form: { statement, ...(columns ? { columns: JSON.stringify(columns) } : {}) } })),
    onSuccess: (result) => {
      if (result.status !== "reconciled") return;
      void queryClient.invalidateQueries({ queryKey: adminKeys.orders });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
