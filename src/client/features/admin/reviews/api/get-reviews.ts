import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

const endpoint = api.admin.reviews.$get;
export type AdminReview = ApiAnswer<typeof endpoint>["rows"][number];

export function useAdminReviews(page: number) {
  return useQuery({ queryKey: adminKeys.reviews(page), queryFn: () => call(endpoint({ query: { page: String(page) } })), placeholderData: keepPreviousData });
}
