import { useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";

const endpoint = api.admin.dashboard.$get;
export type Dashboard = ApiAnswer<typeof endpoint>["dashboard"];

export function useDashboard() {
  return useQuery({ queryKey: adminKeys.dashboard, queryFn: async () => (await call(endpoint())).dashboard });
}
