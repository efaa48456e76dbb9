import { shopDateOf } from "./delivery";

// Complaints to the grievance officer (docs/product-rules.md#complaints): numbering and the deadlines
// the Consumer Protection (E-Commerce) Rules, 2020 set.

export const COMPLAINT_STATUS_LABELS = {
  open: "Received",
  acknowledged: "In progress",
  closed: "Closed",
};
export type ComplaintStatus = keyof typeof COMPLAINT_STATUS_LABELS;

/** Staff acknowledge a complaint within 48 hours of receiving it. */
export const ACKNOWLEDGE_WITHIN_HOURS = 48;
/** And resolve it within a month: 30 days. */
export const RESOLVE_WITHIN_DAYS = 30;

const HOUR_MS = 60 * 60 * 1000;

/** The calendar year (Asia/Kolkata) a ticket raised at `at` is numbered in. */
export function complaintYear(at: Date): number {
  return Number(shopDateOf(at).slice(0, 4));
}

/** GRV-2026-000001: the prefix, the year and a six-digit serial that restarts each year. */
export function ticketNumber(year: number, serial: number): string {
  return `GRV-${year}-${String(serial).padStart(6, "0")}`;
}

export const TICKET_NUMBER_PATTERN = /^GRV-\d{4}-\d{6}$/;

export type ComplaintDeadlines = { acknowledgeBy: string; resolveBy: string; acknowledgeOverdue: boolean; resolveOverdue: boolean };

/** When a complaint must be acknowledged and resolved, and whether either is late at `now`. */
export function complaintDeadlines(complaint: { createdAt: Date; acknowledgedAt: Date | null; closedAt: Date | null }, now: Date): ComplaintDeadlines {
  const acknowledgeBy = new Date(complaint.createdAt.getTime() + ACKNOWLEDGE_WITHIN_HOURS * HOUR_MS);
  const resolveBy = new Date(complaint.createdAt.getTime() + RESOLVE_WITHIN_DAYS * 24 * HOUR_MS);
  return {
    acknowledgeBy: acknowledgeBy.toISOString(),
    resolveBy: resolveBy.toISOString(),
    acknowledgeOverdue: (complaint.acknowledgedAt ?? complaint.closedAt ?? now) > acknowledgeBy,
    resolveOverdue: (complaint.closedAt ?? now) > resolveBy,
  };
}
