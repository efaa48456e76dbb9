import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../../context";
import { readDashboard } from "./service";

export function adminDashboardRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ dashboard: await readDashboard(db) }, 200));
}
