import { sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { dashboardWindow, type DashboardPeriod, type DashboardWindow } from "~/shared/dashboard-period";
import { shopDateOf } from "~/shared/delivery";
import { ORDER_STATUSES, type OrderStatus } from "~/shared/order-status";
import type { DashboardQuery } from "~/shared/schemas/admin-dashboard";
import { listLowStock } from "../catalogue/service";
import { refundsOwed } from "../refunds/service";
import { dailySeries, returnsByState, topSellers, type DayFigures, type StateReturns, type TopLine } from "./breakdowns";
import { periodFigures, type PeriodFigures } from "./period-figures";
import { windowSql, type WindowSql } from "./window-sql";

type Owed = { count: number; amountPaise: number };

export type Dashboard = DashboardWindow & {
  period: DashboardPeriod;
  figures: { current: PeriodFigures; previous: PeriodFigures };
  series: DayFigures[];
  returnsByState: StateReturns[];
  topProducts: TopLine[];
  topSizes: TopLine[];
  /** Right now, whatever the period: orders in each status, refunds owed, stock. */
  byStatus: Record<OrderStatus, number>;
  owedRefunds: Owed;
  /** Refunds still not sent 7 days after they were owed (PRODUCT.md). */
  overdueRefunds: Owed;
  /** Shown items whose tracked stock is at or below their low-stock alert, fewest first. */
  lowStock: Awaited<ReturnType<typeof listLowStock>>;
};

/** The back office's dashboard for a period of shop days (Asia/Kolkata) ending today, beside the period before it. */
export async function readDashboard(db: Queryable, now: Date, query: DashboardQuery): Promise<Dashboard> {
  const window = dashboardWindow(query, shopDateOf(now));
  const w = windowSql(window);
  // Two lanes of queries one after another: on PostgreSQL two connections, one per core of a small
  // host, while shoppers keep the rest of the pool; PGlite queues them either way.
  const [[current, previous], rest] = await Promise.all([periodFigures(db, w), nowAndBreakdowns(db, w, window, now)]);
  return { ...window, period: query.period, figures: { current, previous }, ...rest };
}

async function nowAndBreakdowns(db: Queryable, w: WindowSql, window: DashboardWindow, now: Date) {
  const series = await dailySeries(db, w, window.current);
  const returns = await returnsByState(db, w);
  const top = await topSellers(db, w);
  const { owed, overdue } = await refundsOwed(db, now);
  const lowStock = await listLowStock(db);
  const statusRows = await db.execute<{ order_status: string; count: number }>(sql`select order_status, count(*)::int as count from orders group by order_status`);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of statusRows.rows) if (row.order_status in byStatus) byStatus[row.order_status as OrderStatus] = Number(row.count);
  return { series, returnsByState: returns, topProducts: top.products, topSizes: top.sizes, byStatus, owedRefunds: owed, overdueRefunds: overdue, lowStock };
}
