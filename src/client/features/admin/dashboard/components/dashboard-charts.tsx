import { useMemo } from "react";
import { formatRupees } from "~/shared/money";
import { rupeesCell } from "~/shared/csv";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "~/shared/payment";
import type { Dashboard } from "../api/get-dashboard";
import { formatDay, formatRate, formatShortDay } from "../lib/dashboard-format";
import { ChartPanel } from "./chart-panel";
import type { ChartSpec } from "./chart-canvas";

const LEAF = "#3f6212";
const MUSTARD = "#ca8a04";
const count = (value: number) => String(Math.round(value));

/** The dashboard's four charts, each with its table and CSV; specs are made once per answer so a chart redraws only when its numbers change. */
export function DashboardCharts({ data }: { data: Dashboard }) {
  const charts = useMemo(() => {
    const { series, figures, returnsByState: states } = data;
    const days = series.map((day) => formatShortDay(day.day));
    const mix = PAYMENT_METHODS.map((method) => ({ method, now: figures.current.paymentMix[method], before: figures.previous.paymentMix[method] }));
    const share = (orders: number) => formatRate(figures.current.orders > 0 ? orders / figures.current.orders : null);
    return {
      revenue: {
        spec: { kind: "bar", labels: days, series: [{ label: "Revenue", values: series.map((day) => day.revenuePaise), color: LEAF }], format: formatRupees } satisfies ChartSpec,
        table: { header: ["Day", "Revenue"], rows: series.map((day) => [formatDay(day.day), formatRupees(day.revenuePaise)]), csvRows: series.map((day) => [day.day, rupeesCell(day.revenuePaise)]) },
      },
      orders: {
        spec: { kind: "line", labels: days, series: [{ label: "Orders", values: series.map((day) => day.orders), color: MUSTARD }], format: count } satisfies ChartSpec,
        table: { header: ["Day", "Orders"], rows: series.map((day) => [formatDay(day.day), String(day.orders)]), csvRows: series.map((day) => [day.day, day.orders]) },
      },
      mix: {
        spec: {
          kind: "bar",
          horizontal: true,
          labels: mix.map((row) => PAYMENT_METHOD_LABELS[row.method]),
          series: [
            { label: "This period", values: mix.map((row) => row.now.orders), color: LEAF },
            { label: "Previous period", values: mix.map((row) => row.before.orders), color: MUSTARD },
          ],
          format: count,
        } satisfies ChartSpec,
        table: {
          header: ["Method", "Orders", "Share of orders", "Revenue", "Orders, previous period"],
          rows: mix.map((row) => [PAYMENT_METHOD_LABELS[row.method], String(row.now.orders), share(row.now.orders), formatRupees(row.now.revenuePaise), String(row.before.orders)]),
          csvRows: mix.map((row) => [row.method, row.now.orders, share(row.now.orders), rupeesCell(row.now.revenuePaise), row.before.orders]),
        },
      },
      states: {
        spec: { kind: "bar", horizontal: true, labels: states.map((row) => row.state), series: [{ label: "Return rate", values: states.map((row) => (row.rate ?? 0) * 100), color: LEAF }], format: (value: number) => `${value.toFixed(0)}%` } satisfies ChartSpec,
        table: {
          header: ["State", "Orders dispatched", "Returned to origin", "Return asked for", "Return rate"],
          rows: states.map((row) => [row.state, String(row.dispatched), String(row.returnedToOrigin), String(row.returnRequested), formatRate(row.rate)]),
          csvRows: states.map((row) => [row.state, row.dispatched, row.returnedToOrigin, row.returnRequested, formatRate(row.rate)]),
        },
      },
    };
  }, [data]);
  const name = (what: string) => `${what}-${data.current.from}-to-${data.current.to}.csv`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartPanel id="revenue-per-day" title="Revenue per day" fileName={name("revenue-per-day")} {...charts.revenue} />
      <ChartPanel id="orders-per-day" title="Orders per day" fileName={name("orders-per-day")} {...charts.orders} />
      <ChartPanel id="payment-mix" title="Payment mix" fileName={name("payment-mix")} chartClassName="h-48" {...charts.mix} />
      <ChartPanel id="returns-by-state" title="Return rate by state" fileName={name("return-rate-by-state")} chartClassName="h-72" {...charts.states} />
    </div>
  );
}
