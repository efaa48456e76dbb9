import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "~/client/lib/api";
import { adminKeys } from "./keys";

const endpoint = api.admin.orders[":id"].$get;
export type AdminOrderDetail = InferResponseType<typeof endpoint, 200>["order"];

export function useAdminOrder(id: string) {
  return useQuery({ queryKey: adminKeys.order(id), queryFn: async () => (await unwrap(endpoint({ param: { id } }))).order });
}
