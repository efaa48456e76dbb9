import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { complaintsQueryKey, ordersQueryKey } from "~/client/lib/query-keys";
import type { ComplaintLookupInput, RaiseComplaintInput } from "~/shared/schemas/complaint";

// Raising and following complaints (docs/product-rules.md#complaints).

export type Complaint = ApiAnswer<typeof api.complaints.lookup.$post>["complaint"];

// Under the shopper-data roots: asked only while a shopper is signed in (decision 049).
const myComplaintsKey = [...complaintsQueryKey, "mine"] as const;

export function useRaiseComplaint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: RaiseComplaintInput) => (await call(api.complaints.$post({ json }))).complaint,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myComplaintsKey }),
  });
}

export function useLookUpComplaint() {
  return useMutation({ mutationFn: async (json: ComplaintLookupInput) => (await call(api.complaints.lookup.$post({ json }))).complaint });
}

/** The signed-in shopper's tickets. */
export function useMyComplaints() {
  return useQuery({ queryKey: myComplaintsKey, queryFn: async () => (await call(api.complaints.mine.$get())).complaints });
}

/** The order numbers a signed-in shopper can pick from: their latest 50 orders. */
export function useOrderNumbers() {
  return useQuery({
    queryKey: [...ordersQueryKey, "numbers"],
    queryFn: async () => (await call(api.orders.$get({ query: { limit: "50" } }))).orders.map((order) => order.orderNumber),
  });
}
