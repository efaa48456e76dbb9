import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";
import type { RefundSentInput } from "~/shared/schemas/refund";

const endpoint = api.admin.refunds.$get;
export type QueuedRefund = ApiAnswer<typeof endpoint>["refunds"][number];

export function useRefundQueue() {
  return useQuery({ queryKey: adminKeys.refunds, queryFn: async () => (await call(endpoint())).refunds });
}

/** The UTR of the transfer staff made: the refund reads sent, and the dashboard's overdue figure follows. */
export function useRecordRefundSent(refundId: string) {
  return useStaffChange((json: RefundSentInput) => call(api.admin.refunds[":id"].sent.$post({ param: { id: refundId }, json })), adminKeys.refunds, adminKeys.dashboard);
}
