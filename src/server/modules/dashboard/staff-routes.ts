import { Hono } from "hono";
import { dashboardQuerySchema } from "~/shared/schemas/admin-dashboard";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { readDashboard } from "./service";

export function staffDashboardRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>().get("/", validate("query", dashboardQuerySchema), async (c) => c.json({ dashboard: await readDashboard(db, env.now(), c.req.valid("query")) }, 200));
}
