import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";
import type { ReturnStatus } from "~/shared/returns";

// The returns queue (docs/product-rules.md#returns-report-a-problem).

export type StaffReturn = ApiAnswer<(typeof api.admin.returns)[":id"]["$get"]>["request"];

export function useReturnQueue(status: ReturnStatus, page: number) {
  return useQuery({ queryKey: adminKeys.returnList(status, page), queryFn: () => call(api.admin.returns.$get({ query: { status, page: String(page) } })) });
}

export function useApproveReturn() {
  return useStaffChange(async (id: string) => (await call(api.admin.returns[":id"].approve.$post({ param: { id }, json: {} }))).request, adminKeys.returns);
}

export function useRefuseReturn() {
  return useStaffChange(async ({ id, reason }: { id: string; reason: string }) => (await call(api.admin.returns[":id"].refuse.$post({ param: { id }, json: { reason } }))).request, adminKeys.returns);
}
