import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "~/client/lib/api";
import { adminKeys } from "./keys";

const endpoint = api.admin.reviews.$get;
export type AdminReview = InferResponseType<typeof endpoint, 200>["rows"][number];

export function useAdminReviews(page: number) {
  return useQuery({ queryKey: adminKeys.reviews(page), queryFn: () => unwrap(endpoint({ query: { page: String(page) } })), placeholderData: keepPreviousData });
}
