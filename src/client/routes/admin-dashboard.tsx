import { useSearchParams } from "react-router";
import { DashboardView } from "~/client/features/admin/dashboard/components/dashboard-view";
import type { DashboardSearch } from "~/client/features/admin/dashboard/api/get-dashboard";
import { ReminderOutcome } from "~/client/features/cart-reminders/components/reminder-outcome";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "~/shared/dashboard-period";

/** The period lives in the URL (?period=7d, or ?period=range&from=…&to=…), so a view can be shared and survives a reload. */
function searchOf(params: URLSearchParams): DashboardSearch {
  const period = params.get("period");
  if (!period || !(DASHBOARD_PERIODS as readonly string[]).includes(period)) return { period: "30d" };
  if (period !== "range") return { period: period as DashboardPeriod };
  return { period, from: params.get("from") ?? "", to: params.get("to") ?? "" };
}

export default function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-leaf-800">Dashboard</h1>
      <DashboardView search={search} onSearch={(next) => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value)), { replace: true })} />
      <div className="mt-6 max-w-sm">
        <ReminderOutcome />
      </div>
    </>
  );
}
