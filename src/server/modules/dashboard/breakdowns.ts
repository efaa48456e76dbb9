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

type SellerRow = { whole_product: boolean; product_id: string; size_id: string | null; name: string; size: string | null; units: number; revenue: string };

/** The current period's best sellers among kept orders by units, whole products and each pack size, from one pass over the lines. */
export async function topSellers(db: Queryable, w: WindowSql): Promise<{ products: TopLine[]; sizes: TopLine[] }> {
  const result = await db.execute<SellerRow>(sql`
    select grouping(i.size_id) = 1 as whole_product, i.product_id, case when grouping(i.size_id) = 0 then i.size_id end as size_id,
           case when grouping(i.size_id) = 0 then max(i.size_label) end as size, max(i.product_name) as name,
           sum(i.quantity)::int as units, sum(i.subtotal_paise)::bigint as revenue
    from order_items i join orders o on o.id = i.order_id
    where ${w.inCurrent} and ${KEPT}
    group by grouping sets ((i.product_id), (i.product_id, i.size_id))`);
  const top = (rows: SellerRow[]) =>
    rows
      .map((row) => ({ productId: row.product_id, sizeId: row.size_id, name: row.name, size: row.size, units: row.units, revenuePaise: num(row.revenue) }))
      .sort((a, b) => b.units - a.units || b.revenuePaise - a.revenuePaise || a.productId.localeCompare(b.productId) || (a.sizeId ?? "").localeCompare(b.sizeId ?? ""))
      .slice(0, TOP_SHOWN);
  return { products: top(result.rows.filter((row) => row.whole_product)), sizes: top(result.rows.filter((row) => !row.whole_product)) };
}
