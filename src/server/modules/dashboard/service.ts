import { sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { ORDER_STATUSES, type OrderStatus } from "~/shared/order-status";
import { shopThisMonthStart, shopTodayStart } from "~/server/db/shop-time";
import { listLowStock } from "../catalogue/service";
import { overdueRefunds } from "../refunds/service";

export type Dashboard = {
  today: { orders: number; revenuePaise: number };
  thisMonth: { orders: number; revenuePaise: number };
  /** Orders in each status right now, whenever they were placed. */
  byStatus: Record<OrderStatus, number>;
  /** Shown items whose tracked stock is at or below their low-stock alert, fewest first. */
  lowStock: Awaited<ReturnType<typeof listLowStock>>;
  /** Refunds still not sent 7 days after they were owed (PRODUCT.md). */
  overdueRefunds: { count: number; amountPaise: number };
};

/** "Today" and "this month" are the shop's calendar (Asia/Kolkata); cancelled orders count for neither. */
export async function readDashboard(db: Queryable, now: Date): Promise<Dashboard> {
  const figures = await db.execute<{ today_orders: number; today_revenue: number; month_orders: number; month_revenue: number }>(sql`
    with bounds as (
      select ${shopTodayStart} as day_start, ${shopThisMonthStart} as month_start
    )
    select count(*) filter (where o.created_at >= b.day_start)::int as today_orders,
           coalesce(sum(o.total_paise) filter (where o.created_at >= b.day_start), 0)::bigint as today_revenue,
           count(*)::int as month_orders,
           coalesce(sum(o.total_paise), 0)::bigint as month_revenue
    from bounds b
    left join orders o on o.created_at >= b.month_start and o.order_status <> 'cancelled'
  `);
  const [lowStock, overdue] = await Promise.all([listLowStock(db), overdueRefunds(db, now)]);
  const statusRows = await db.execute<{ order_status: string; count: number }>(sql`select order_status, count(*)::int as count from orders group by order_status`);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of statusRows.rows) if (row.order_status in byStatus) byStatus[row.order_status as OrderStatus] = Number(row.count);
  const row = figures.rows[0]!;
  return {
    today: { orders: Number(row.today_orders), revenuePaise: Number(row.today_revenue) },
    thisMonth: { orders: Number(row.month_orders), revenuePaise: Number(row.month_revenue) },
    byStatus,
    lowStock,
    overdueRefunds: overdue,
  };
}
