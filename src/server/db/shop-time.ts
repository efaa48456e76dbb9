import { sql } from "drizzle-orm";
import { SHOP_TIME_ZONE } from "~/shared/format";

// The shop's calendar (Asia/Kolkata) in SQL; the zone is a constant, never user input.
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);

/** Midnight at the start of a YYYY-MM-DD day in the shop's time zone, as an instant. */
export const shopDayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${zone}`;
/** Midnight at the end of that day (the start of the next). */
export const shopDayEnd = (day: string) => sql`((${day}::date) + 1)::timestamp at time zone ${zone}`;
/** The start of a YYYY-MM month. */
export const shopMonthStart = (month: string) => shopDayStart(`${month}-01`);
/** The start of the month after a YYYY-MM month. */
export const shopMonthEnd = (month: string) => sql`((${`${month}-01`}::date) + interval '1 month')::timestamp at time zone ${zone}`;
/** The start of today and of this month, now, in the shop's calendar. */
export const shopTodayStart = sql`date_trunc('day', now() at time zone ${zone}) at time zone ${zone}`;
export const shopThisMonthStart = sql`date_trunc('month', now() at time zone ${zone}) at time zone ${zone}`;
