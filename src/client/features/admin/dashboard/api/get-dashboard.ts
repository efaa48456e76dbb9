import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, call, type ApiAnswer } from "~/client/lib/api";
import { adminKeys } from "~/client/features/admin/keys";
import type { DashboardPeriod } from "~/shared/dashboard-period";

const endpoint = api.admin.dashboard.$get;
export type Dashboard = ApiAnswer<typeof endpoint>["dashboard"];
/** The query as the URL carries it: period, and from and to for a range. */
export type DashboardSearch = { period: DashboardPeriod; from?: string; to?: string };

export function useDashboard(query: DashboardSearch) {
  return useQuery({
    queryKey: [...adminKeys.dashboard, query],
    queryFn: async () => (await call(endpoint({ query }))).dashboard,
    // The figures shown stay until the next period's arrive, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
