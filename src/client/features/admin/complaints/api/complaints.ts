import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";
import { useStaffChange } from "~/client/features/admin/use-staff-change";

// The grievance officer's queue (docs/product-rules.md#complaints).

export type StaffComplaint = ApiAnswer<(typeof api.admin.complaints)[":id"]["$get"]>["complaint"];
export type ComplaintQueueStatus = "active" | "closed";

export function useComplaintQueue(status: ComplaintQueueStatus, page: number) {
  return useQuery({ queryKey: adminKeys.complaintList(status, page), queryFn: () => call(api.admin.complaints.$get({ query: { status, page: String(page) } })) });
}

export function useStaffComplaint(id: string) {
  return useQuery({ queryKey: adminKeys.complaint(id), queryFn: async () => (await call(api.admin.complaints[":id"].$get({ param: { id } }))).complaint });
}

export function useAcknowledgeComplaint() {
  return useStaffChange(async (id: string) => (await call(api.admin.complaints[":id"].acknowledge.$post({ param: { id } }))).complaint, adminKeys.complaints);
}

export function useReplyToComplaint() {
  return useStaffChange(
    async ({ id, body }: { id: string; body: string }) => (await call(api.admin.complaints[":id"].replies.$post({ param: { id }, json: { body } }))).complaint,
    adminKeys.complaints,
  );
}

export function useCloseComplaint() {
  return useStaffChange(async (id: string) => (await call(api.admin.complaints[":id"].close.$post({ param: { id } }))).complaint, adminKeys.complaints);
}
