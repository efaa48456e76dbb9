import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import type { EmailStatus } from "~/shared/schemas/admin-emails";
import { adminKeys } from "~/client/features/admin/keys";

const endpoint = api.admin.emails.$get;
export type AdminEmail = ApiAnswer<typeof endpoint>["rows"][number];

/** The e-mail log, newest first; `status` "" for every status. */
export function useAdminEmails(status: EmailStatus | "", page: number) {
  return useQuery({
    queryKey: adminKeys.emails(status, page),
    queryFn: () => call(endpoint({ query: { page: String(page), ...(status ? { status } : {}) } })),
    placeholderData: keepPreviousData,
  });
}
