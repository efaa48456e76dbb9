import { sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { PAYMENT_METHODS, type PaymentMethod } from "~/shared/payment";
import { byPeriod, KEPT, num, rate, type WindowSql } from "./window-sql";

/** One period's figures; rates are fractions (null when nothing to divide by). */
export type PeriodFigures = {
  /** Kept orders (neither cancelled nor returned to origin) and what they came to. */
  orders: number;
  revenuePaise: number;
  averageOrderPaise: number | null;
  paymentMix: Record<PaymentMethod, { orders: number; revenuePaise: number }>;
  /** COD orders asked to confirm; the rate is over those no longer waiting. */
  codConfirmation: { asked: number; confirmed: number; waiting: number; rate: number | null };
  /** Over every order placed. */
  cancellations: { count: number; rate: number | null };
  /** Over the orders dispatched (shipped, delivered or returned). */
  returnsToOrigin: { count: number; rate: number | null };
  /** Requests on the period's orders; the rate is orders with one over orders delivered. */
  returnRequests: { count: number; orders: number; rate: number | null };
  /** Customers with a kept order: new had no earlier order that was not cancelled. */
  customers: { new: number; returning: number };
  /** Kept orders placed with a member's code and the commission they carry. */
  referrals: { orders: number; commissionPaise: number };
};

type OrderRow = { current: boolean; method: string; status: string; referral: boolean; orders: number; revenue: string; commission: string };

/** Every period-scoped figure for the current period and the previous one: each query reads both periods in one pass. */
export async function periodFigures(db: Queryable, w: WindowSql): Promise<[PeriodFigures, PeriodFigures]> {
  const orderRows = await db.execute<OrderRow>(sql`
    select ${w.isCurrent} as current, o.payment_method as method, o.order_status as status, o.referrer_user_id is not null as referral,
           count(*)::int as orders, sum(o.total_paise)::bigint as revenue, sum(o.referral_commission_paise)::bigint as commission
    from orders o where ${w.inEither} group by 1, 2, 3, 4`);
  const codRows = await db.execute<{ current: boolean; asked: number; confirmed: number; waiting: number }>(sql`
    select ${w.isCurrent} as current, count(*)::int as asked, count(c.used_at)::int as confirmed,
           count(*) filter (where c.used_at is null and o.awaiting = 'cod_confirmation' and o.order_status = 'pending')::int as waiting
    from cod_confirmations c join orders o on o.id = c.order_id where ${w.inEither} group by 1`);
  const returnRows = await db.execute<{ current: boolean; requests: number; orders: number }>(sql`
    select ${w.isCurrent} as current, count(*)::int as requests, count(distinct r.order_id)::int as orders
    from return_requests r join orders o on o.id = r.order_id where ${w.inEither} group by 1`);
  const customerRows = await db.execute<{ current: boolean; customers: number; returning: number }>(sql`
    with buyers as (
      select ${w.isCurrent} as current, o.user_id, min(${w.periodStart}) as period_start
      from orders o where ${w.inEither} and ${KEPT} group by 1, 2
    )
    select b.current, count(*)::int as customers,
           count(*) filter (where exists (select 1 from orders e where e.user_id = b.user_id and e.created_at < b.period_start and e.order_status <> 'cancelled'))::int as returning
    from buyers b group by 1`);
  const [cod, returns, customers] = [byPeriod(codRows.rows), byPeriod(returnRows.rows), byPeriod(customerRows.rows)];
  return [true, false].map((current, index) =>
    figuresOf(orderRows.rows.filter((row) => row.current === current), cod[index], returns[index], customers[index]),
  ) as [PeriodFigures, PeriodFigures];
}

function figuresOf(
  rows: OrderRow[],
  cod: { asked: number; confirmed: number; waiting: number } | undefined,
  returns: { requests: number; orders: number } | undefined,
  customers: { customers: number; returning: number } | undefined,
): PeriodFigures {
  const count = (keep: (row: OrderRow) => boolean) => rows.filter(keep).reduce((total, row) => total + num(row.orders), 0);
  const paise = (keep: (row: OrderRow) => boolean, field: "revenue" | "commission" = "revenue") => rows.filter(keep).reduce((total, row) => total + num(row[field]), 0);
  const kept = (row: OrderRow) => row.status !== "cancelled" && row.status !== "returned_to_origin";
  const orders = count(kept);
  const revenuePaise = paise(kept);
  const cancelled = count((row) => row.status === "cancelled");
  const returned = count((row) => row.status === "returned_to_origin");
  const dispatched = count((row) => ["shipped", "delivered", "returned_to_origin"].includes(row.status));
  const delivered = count((row) => row.status === "delivered");
  const asked = num(cod?.asked);
  const confirmed = num(cod?.confirmed);
  const waiting = num(cod?.waiting);
  const withRequests = num(returns?.orders);
  const buyers = num(customers?.customers);
  const returning = num(customers?.returning);
  return {
    orders,
    revenuePaise,
    averageOrderPaise: orders > 0 ? Math.round(revenuePaise / orders) : null,
    paymentMix: Object.fromEntries(
      PAYMENT_METHODS.map((method) => [method, { orders: count((row) => kept(row) && row.method === method), revenuePaise: paise((row) => kept(row) && row.method === method) }]),
    ) as PeriodFigures["paymentMix"],
    codConfirmation: { asked, confirmed, waiting, rate: rate(confirmed, asked - waiting) },
    cancellations: { count: cancelled, rate: rate(cancelled, count(() => true)) },
    returnsToOrigin: { count: returned, rate: rate(returned, dispatched) },
    returnRequests: { count: num(returns?.requests), orders: withRequests, rate: rate(withRequests, delivered) },
    customers: { new: buyers - returning, returning },
    referrals: { orders: count((row) => kept(row) && row.referral), commissionPaise: paise((row) => kept(row) && row.referral, "commission") },
  };
}
