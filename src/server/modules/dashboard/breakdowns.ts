import { sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { SHOP_TIME_ZONE } from "~/shared/format";
import { daysOf, type DayRange } from "~/shared/dashboard-period";
import { KEPT, num, rate, type WindowSql } from "./window-sql";

export type DayFigures = { day: string; orders: number; revenuePaise: number };
/** Dispatched orders delivered to a state, and how many came back: returned to origin, or delivered and then a return asked for. */
export type StateReturns = { state: string; dispatched: number; returnedToOrigin: number; returnRequested: number; rate: number | null };
export type TopLine = { productId: string; sizeId: string | null; name: string; size: string | null; units: number; revenuePaise: number };

/** How many products and sizes the top lists name. */
export const TOP_SHOWN = 10;

const shopDay = sql.raw(`(o.created_at at time zone '${SHOP_TIME_ZONE}')::date`);

/** Kept orders and revenue on each day of the current period (Asia/Kolkata days), every day present. */
export async function dailySeries(db: Queryable, w: WindowSql, range: DayRange): Promise<DayFigures[]> {
  const result = await db.execute<{ day: string; orders: number; revenue: string }>(sql`
    select to_char(${shopDay}, 'YYYY-MM-DD') as day, count(*)::int as orders, sum(o.total_paise)::bigint as revenue
    from orders o where ${w.inCurrent} and ${KEPT} group by ${shopDay}`);
  const byDay = new Map(result.rows.map((row) => [row.day, row]));
  return daysOf(range).map((day) => ({ day, orders: num(byDay.get(day)?.orders), revenuePaise: num(byDay.get(day)?.revenue) }));
}

/** The current period's orders by delivery state, highest return rate first. */
export async function returnsByState(db: Queryable, w: WindowSql): Promise<StateReturns[]> {
  const result = await db.execute<{ state: string; dispatched: number; rto: number; requested: number }>(sql`
    select o.shipping_state as state,
           count(*)::int as dispatched,
           count(*) filter (where o.order_status = 'returned_to_origin')::int as rto,
           count(r.order_id)::int as requested
    from orders o
    left join (select distinct order_id from return_requests) r on r.order_id = o.id and o.order_status <> 'returned_to_origin'
    where ${w.inCurrent} and o.order_status in ('shipped', 'delivered', 'returned_to_origin')
    group by o.shipping_state`);
  return result.rows
    .map((row) => ({ state: row.state, dispatched: row.dispatched, returnedToOrigin: row.rto, returnRequested: row.requested, rate: rate(row.rto + row.requested, row.dispatched) }))
    .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0) || b.dispatched - a.dispatched || a.state.localeCompare(b.state));
}

/** The current period's best sellers among kept orders, by units: whole products, or each pack size. */
export async function topSellers(db: Queryable, w: WindowSql, by: "product" | "size"): Promise<TopLine[]> {
  const sizeColumns = by === "size" ? sql`i.size_id as size_id, max(i.size_label) as size` : sql`null::text as size_id, null::text as size`;
  const grouping = by === "size" ? sql`i.product_id, i.size_id` : sql`i.product_id`;
  const result = await db.execute<{ product_id: string; size_id: string | null; name: string; size: string | null; units: number; revenue: string }>(sql`
    select i.product_id, ${sizeColumns}, max(i.product_name) as name, sum(i.quantity)::int as units, sum(i.subtotal_paise)::bigint as revenue
    from order_items i join orders o on o.id = i.order_id
    where ${w.inCurrent} and ${KEPT}
    group by ${grouping}
    order by units desc, revenue desc, i.product_id
    limit ${TOP_SHOWN}`);
  return result.rows.map((row) => ({ productId: row.product_id, sizeId: row.size_id, name: row.name, size: row.size, units: row.units, revenuePaise: num(row.revenue) }));
}
