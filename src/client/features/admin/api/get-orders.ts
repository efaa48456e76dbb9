import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "~/client/lib/api";
import { adminKeys } from "./keys";

const endpoint = api.admin.orders.$get;
export type AdminOrderPage = InferResponseType<typeof endpoint, 200>;
export type AdminOrderRow = AdminOrderPage["rows"][number];

/** The filters exactly as they stand in the page's URL (empty ones left out). */
export function useAdminOrders(query: Record<string, string>) {
  return useQuery({
    queryKey: adminKeys.orderList(query),
    queryFn: () => unwrap(endpoint({ query })),
    placeholderData: keepPreviousData,
  });
}
