import { sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { cartReminders } from "~/server/db/schema/cart-reminders";
import { orders } from "~/server/db/schema/orders";
import type { CartReminderOutcome } from "~/shared/schemas/cart-reminders";

/** An order by the same shopper within this many days of a reminder counts as the reminder's. */
export const REMINDER_ORDER_DAYS = 7;

/** Reminders queued in the last `days`, and how many were followed by an order of their shopper within REMINDER_ORDER_DAYS. */
export async function cartReminderOutcome(db: Queryable, now: Date, days = 30): Promise<CartReminderOutcome> {
  const since = new Date(now.getTime() - days * 86_400_000);
  const result = await db.execute<{ sent: string | number; led: string | number }>(sql`
    select count(*) as sent,
      count(*) filter (where exists (
        select 1 from ${orders} where ${orders.userId} = r.user_id
          and ${orders.createdAt} > r.created_at and ${orders.createdAt} <= r.created_at + make_interval(days => ${REMINDER_ORDER_DAYS})
      )) as led
    from ${cartReminders} r where r.created_at >= ${since.toISOString()}`);
  const row = result.rows[0];
  return { days, sent: Number(row?.sent ?? 0), ledToOrder: Number(row?.led ?? 0) };
}
