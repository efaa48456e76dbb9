import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { readDashboard } from "./service";

export function staffDashboardRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ dashboard: await readDashboard(db, env.now()) }, 200));
}
