import { sql, type SQL } from "drizzle-orm";
import { shopDayEnd, shopDayStart } from "~/server/db/shop-time";
import type { DashboardWindow } from "~/shared/dashboard-period";

// The dashboard's queries read `orders o`; these fragments range over o.created_at, so its index serves them.

export type WindowSql = {
  inEither: SQL;
  inCurrent: SQL;
  /** True for an order of the current period, false for one of the previous. */
  isCurrent: SQL;
  periodStart: SQL;
};

/** A free replacement of a returned item is a shipment, not a sale: it counts in no figure. */
const NOT_REPLACEMENT = sql.raw(`not exists (select 1 from return_requests rr where rr.replacement_order_id = o.id)`);

export function windowSql(window: DashboardWindow): WindowSql {
  const previousStart = shopDayStart(window.previous.from);
  const currentStart = shopDayStart(window.current.from);
  const end = shopDayEnd(window.current.to);
  return {
    inEither: sql`o.created_at >= ${previousStart} and o.created_at < ${end} and ${NOT_REPLACEMENT}`,
    inCurrent: sql`o.created_at >= ${currentStart} and o.created_at < ${end} and ${NOT_REPLACEMENT}`,
    isCurrent: sql`(o.created_at >= ${currentStart})`,
    periodStart: sql`(case when o.created_at >= ${currentStart} then ${currentStart} else ${previousStart} end)`,
  };
}

/** An order that counts as a sale: neither cancelled nor come back undelivered. */
export const KEPT = sql.raw(`o.order_status not in ('cancelled', 'returned_to_origin')`);

export const num = (value: unknown) => Number(value ?? 0);
export const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function byPeriod<Row extends { current: boolean }>(rows: Row[]): [Row | undefined, Row | undefined] {
  return [rows.find((row) => row.current), rows.find((row) => !row.current)];
}
