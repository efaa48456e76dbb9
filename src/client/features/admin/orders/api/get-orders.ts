import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

const endpoint = api.admin.orders.$get;
export type AdminOrderPage = ApiAnswer<typeof endpoint>;
export type AdminOrderRow = AdminOrderPage["rows"][number];

/** The filters exactly as they stand in the page's URL (empty ones left out). */
export function useAdminOrders(query: Record<string, string>) {
  return useQuery({
    queryKey: adminKeys.orderList(query),
    queryFn: () => call(endpoint({ query })),
    placeholderData: keepPreviousData,
  });
}
