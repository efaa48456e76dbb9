import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

const endpoint = api.admin.orders[":id"].$get;
export type AdminOrderDetail = ApiAnswer<typeof endpoint>["order"];

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminKeys.order(id), queryFn: async () => (await call(endpoint({ param: { id: encodeURIComponent(id) } }))).order });
}
