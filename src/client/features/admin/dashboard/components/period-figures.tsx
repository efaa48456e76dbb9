import { formatRupees } from "~/shared/money";
import type { Dashboard } from "../api/get-dashboard";
import { changeText, formatRate } from "../lib/dashboard-format";

type Figures = Dashboard["figures"]["current"];
type FigureSpec = { label: string; value: (figures: Figures) => number | null; show: (value: number | null, figures: Figures) => string };

const money = (value: number | null) => (value === null ? "–" : formatRupees(value));
const plain = (value: number | null) => String(value ?? 0);
const percent = (value: number | null) => formatRate(value);

/** The headline figures, each shown beside the previous period's. */
const FIGURES: FigureSpec[] = [
  { label: "Revenue", value: (f) => f.revenuePaise, show: money },
  { label: "Orders", value: (f) => f.orders, show: plain },
  { label: "Average order value", value: (f) => f.averageOrderPaise, show: money },
  { label: "COD confirmation rate", value: (f) => f.codConfirmation.rate, show: (v, f) => `${percent(v)} (${f.codConfirmation.confirmed} of ${f.codConfirmation.asked - f.codConfirmation.waiting})` },
  { label: "Cancellations", value: (f) => f.cancellations.count, show: (v, f) => `${plain(v)} (${percent(f.cancellations.rate)})` },
  { label: "Returns to origin", value: (f) => f.returnsToOrigin.count, show: (v, f) => `${plain(v)} (${percent(f.returnsToOrigin.rate)})` },
  { label: "Return requests", value: (f) => f.returnRequests.count, show: (v, f) => `${plain(v)} (${percent(f.returnRequests.rate)})` },
  { label: "New customers", value: (f) => f.customers.new, show: plain },
  { label: "Returning customers", value: (f) => f.customers.returning, show: plain },
  { label: "Referral orders", value: (f) => f.referrals.orders, show: plain },
  { label: "Referral commission", value: (f) => f.referrals.commissionPaise, show: money },
];

/** Figure cards: this period's value large, the previous period's and the change under it. */
export function PeriodFigures({ data }: { data: Dashboard }) {
  const { current, previous } = data.figures;
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {FIGURES.map((figure) => {
        const [now, before] = [figure.value(current), figure.value(previous)];
        return (
          <div key={figure.label} className="rounded-lg border border-earth-900/15 bg-white p-4" data-figure={figure.label}>
            <dt className="text-sm text-earth-900/80">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-leaf-800" data-testid="figure-value">
              {figure.show(now, current)}
            </dd>
            <dd className="mt-1 text-sm text-earth-900/80">
              Previous: {figure.show(before, previous)} · {changeText(now ?? 0, before ?? 0)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
