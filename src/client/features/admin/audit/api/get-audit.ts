import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

const endpoint = api.admin.audit.$get;
export type AuditRow = ApiAnswer<typeof endpoint>["rows"][number];

export function useAudit(page: number) {
  return useQuery({ queryKey: adminKeys.audit(page), queryFn: () => call(endpoint({ query: { page: String(page) } })), placeholderData: keepPreviousData });
}
