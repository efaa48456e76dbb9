import { z } from "zod";
import { DASHBOARD_MAX_DAYS, DASHBOARD_PERIODS, daysBetween } from "../dashboard-period";
import { shopDateSchema } from "./common";

export const PERIOD_MESSAGE = "Choose a period: today, 7d, 30d, 90d or range";
export const RANGE_DATES_MESSAGE = "Choose both dates of the range, like 2026-03-05";
export const RANGE_ORDER_MESSAGE = "The range must end on or after the day it starts";
export const RANGE_LENGTH_MESSAGE = `A range can be at most ${DASHBOARD_MAX_DAYS} days`;

const day = shopDateSchema(RANGE_DATES_MESSAGE).optional();

/** GET /api/admin/dashboard: a period of whole shop days (30 days when none is asked for); a range names both ends. */
export const dashboardQuerySchema = z
  .object({ period: z.enum(DASHBOARD_PERIODS, { error: PERIOD_MESSAGE }).default("30d"), from: day, to: day })
  .superRefine((query, context) => {
    if (query.period !== "range") return;
    if (!query.from || !query.to) return context.addIssue({ code: "custom", path: [query.from ? "to" : "from"], message: RANGE_DATES_MESSAGE });
    if (query.to < query.from) return context.addIssue({ code: "custom", path: ["to"], message: RANGE_ORDER_MESSAGE });
    if (daysBetween(query.from, query.to) > DASHBOARD_MAX_DAYS) context.addIssue({ code: "custom", path: ["to"], message: RANGE_LENGTH_MESSAGE });
  });

export type DashboardQuery = z.output<typeof dashboardQuerySchema>;
