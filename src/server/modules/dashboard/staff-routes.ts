import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { readDashboard } from "./service";

export function staffDashboardRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ dashboard: await readDashboard(db) }, 200));
}
