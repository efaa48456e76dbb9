import { useQuery } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";
import { api, unwrap } from "~/client/lib/api";
import { adminKeys } from "./keys";

const endpoint = api.admin.dashboard.$get;
export type Dashboard = InferResponseType<typeof endpoint, 200>["dashboard"];

export function useDashboard() {
  return useQuery({ queryKey: adminKeys.dashboard, queryFn: async () => (await unwrap(endpoint())).dashboard });
}
