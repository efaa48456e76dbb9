import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import type { ComplaintLookupInput, RaiseComplaintInput } from "~/shared/schemas/complaint";

// Raising and following complaints (docs/product-rules.md#complaints).

export type Complaint = ApiAnswer<typeof api.complaints.lookup.$post>["complaint"];

const myComplaintsKey = ["complaints", "mine"] as const;

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

/** The signed-in shopper's tickets; not asked while signed out. */
export function useMyComplaints(signedIn: boolean) {
  return useQuery({ queryKey: myComplaintsKey, queryFn: async () => (await call(api.complaints.mine.$get())).complaints, enabled: signedIn });
}

/** The order numbers a signed-in shopper can pick from: their latest 50 orders. */
export function useOrderNumbers(signedIn: boolean) {
  return useQuery({
    queryKey: ["orders", "list", "numbers"],
    queryFn: async () => (await call(api.orders.$get({ query: { limit: "50" } }))).orders.map((order) => order.orderNumber),
    enabled: signedIn,
  });
}
