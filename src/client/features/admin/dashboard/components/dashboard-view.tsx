import { Button } from "~/client/components/ui/button";
import { LoadingLine } from "~/client/components/ui/loading-line";
import { Section } from "~/client/components/ui/section";
import { DASHBOARD_PERIOD_LABELS } from "~/shared/dashboard-period";
import { useDashboard, type DashboardSearch } from "../api/get-dashboard";
import { formatDay } from "../lib/dashboard-format";
import { DashboardCharts } from "./dashboard-charts";
import { DashboardNow } from "./dashboard-cards";
import { PeriodFigures } from "./period-figures";
import { PeriodPicker } from "./period-picker";
import { TopSellers } from "./top-sellers";

const days = (range: { from: string; to: string }) => (range.from === range.to ? formatDay(range.from) : `${formatDay(range.from)} to ${formatDay(range.to)}`);

/** The dashboard for the period in the URL: figures beside the previous period, charts, best sellers, then what stands now. */
export function DashboardView({ search, onSearch }: { search: DashboardSearch; onSearch: (next: DashboardSearch) => void }) {
  const query = useDashboard(search);
  const { data } = query;
  return (
    <div className="space-y-8">
      <PeriodPicker key={JSON.stringify(search)} value={search} onChange={onSearch} />
      {query.isPending ? (
        <LoadingLine>Loading the dashboard…</LoadingLine>
      ) : !data ? (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          <p>The dashboard could not be loaded{query.error ? `: ${query.error.message}` : "."}</p>
          <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <Section id="period" title={data.period === "range" ? "Chosen dates" : DASHBOARD_PERIOD_LABELS[data.period]} titleClassName="text-lg font-bold">
            <p className="mb-3 text-sm text-earth-900/80">
              {days(data.current)}, beside the {data.current.days === 1 ? "day" : `${data.current.days} days`} before ({days(data.previous)}). Days in India time; orders and revenue leave out cancelled orders and orders returned to origin.
            </p>
            {query.isFetching && <LoadingLine>Updating the figures…</LoadingLine>}
            {query.isError && <p role="alert" className="text-red-700">These figures could not be updated: {query.error.message}</p>}
            <PeriodFigures data={data} />
          </Section>
          <DashboardCharts data={data} />
          <TopSellers data={data} />
          <DashboardNow data={data} />
        </>
      )}
    </div>
  );
}
