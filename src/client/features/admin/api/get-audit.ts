import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "~/client/lib/api";
import { adminKeys } from "./keys";

const endpoint = api.admin.audit.$get;
export type AuditRow = InferResponseType<typeof endpoint, 200>["rows"][number];

export function useAudit(page: number) {
  return useQuery({ queryKey: adminKeys.audit(page), queryFn: () => unwrap(endpoint({ query: { page: String(page) } })), placeholderData: keepPreviousData });
}
