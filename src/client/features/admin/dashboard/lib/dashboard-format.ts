import { formatOrderDate } from "~/shared/format";

/** A fraction as a percentage with one decimal; "–" when there was nothing to divide by. */
export function formatRate(rate: number | null): string {
  return rate === null ? "–" : `${(rate * 100).toFixed(1)}%`;
}

export function formatDay(day: string): string {
  return formatOrderDate(`${day}T12:00:00+05:30`);
}

/** "2 Mar": a chart's axis has little room. */
export function formatShortDay(day: string): string {
  return formatDay(day).slice(0, 6).replace(/^0/, "");
}

/** The change from the previous period, in words a screen reader reads well: "up 25.0%", "down 10.0%", "no change", "new" when there was none before. */
export function changeText(current: number, previous: number): string {
  if (current === previous) return "no change";
  if (previous === 0) return "new";
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  return `${percent > 0 ? "up" : "down"} ${Math.abs(percent).toFixed(1)}%`;
}
