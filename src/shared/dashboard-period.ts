// The dashboard's periods: whole days in the shop's calendar (Asia/Kolkata), each beside the same
// number of days just before it.

export const DASHBOARD_PERIODS = ["today", "7d", "30d", "90d", "range"] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  today: "Today",
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  range: "Dates",
};

/** A range longer than this would make the daily chart unreadable and the previous period meaningless. */
export const DASHBOARD_MAX_DAYS = 366;

export type DayRange = { from: string; to: string; days: number };
export type DashboardWindow = { current: DayRange; previous: DayRange };

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, count: number): string {
  return toDay(dayMs(day) + count * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS) + 1;
}

const LAST_DAYS: Record<Exclude<DashboardPeriod, "range">, number> = { today: 1, "7d": 7, "30d": 30, "90d": 90 };

const rangeOf = (from: string, to: string): DayRange => ({ from, to, days: daysBetween(from, to) });

/** The period's days ending today (or the range asked for; the schema makes sure it has both ends), and as many days before it. */
export function dashboardWindow(query: { period: DashboardPeriod; from?: string; to?: string }, today: string): DashboardWindow {
  const current = query.period === "range" ? rangeOf(query.from ?? today, query.to ?? today) : rangeOf(addDays(today, 1 - LAST_DAYS[query.period]), today);
  return { current, previous: rangeOf(addDays(current.from, -current.days), addDays(current.from, -1)) };
}

export function daysOf(range: DayRange): string[] {
  return Array.from({ length: range.days }, (_, index) => addDays(range.from, index));
}
