import { Link } from "react-router";
import { formatRupees } from "~/shared/money";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "~/shared/order-status";
import { paths } from "~/shared/paths";
import type { Dashboard } from "../api/get-dashboard";
import { Section } from "~/client/components/ui/section";
import { LowStockList } from "./low-stock-list";
import { cn } from "~/client/components/ui/cn";
import { REFUND_DUE_DAYS } from "~/shared/refund";

/** What stands right now, whatever the period: orders in each status, refunds owed, low stock. */
export function DashboardNow({ data }: { data: Dashboard }) {
  return (
    <div className="space-y-8">
      <Section id="status" title="Orders by status" titleClassName="text-lg font-bold">
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {ORDER_STATUSES.map((status) => (
            <li key={status}>
              <Link to={paths.adminOrders.getHref({ status })} className="block rounded-lg border border-earth-900/15 bg-white p-4 hover:border-leaf-700">
                <span className="block text-sm text-earth-900/80">{ORDER_STATUS_LABELS[status]}</span>
                <span className="mt-1 block text-2xl font-bold text-leaf-800">{data.byStatus[status]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="refunds" title="Refunds" titleClassName="text-lg font-bold">
        <Link to={paths.adminRefunds.getHref()} className="mt-3 grid max-w-md grid-cols-2 gap-3 rounded-lg border border-earth-900/15 bg-white p-4 hover:border-leaf-700">
          <span>
            <span className="block text-sm text-earth-900/80">Refunds owed</span>
            <span className="mt-1 block text-2xl font-bold text-leaf-800">{data.owedRefunds.count}</span>
            <span className="block text-sm">{formatRupees(data.owedRefunds.amountPaise)}</span>
          </span>
          <span>
            <span className="block text-sm text-earth-900/80">Overdue refunds (over {REFUND_DUE_DAYS} days)</span>
            <span className={cn("mt-1 block text-2xl font-bold", data.overdueRefunds.count > 0 ? "text-red-700" : "text-leaf-800")}>{data.overdueRefunds.count}</span>
            {data.overdueRefunds.count > 0 && <span className="block text-sm">{formatRupees(data.overdueRefunds.amountPaise)} owed</span>}
          </span>
        </Link>
      </Section>
      <Section id="low-stock" title="Low stock" titleClassName="text-lg font-bold">
        <LowStockList items={data.lowStock} />
      </Section>
    </div>
  );
}
