import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { RETRY_AFTER_SECONDS } from "../../http/errors";

/** 200 when the database answers a query, 503 when it does not. */
export function healthRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok" as const, database: "up" as const }, 200);
    } catch (error) {
      c.var.logger.error("health check: database did not answer", { requestId: c.var.requestId, error });
      c.header("Retry-After", String(RETRY_AFTER_SECONDS));
      return c.json({ status: "unavailable" as const, database: "down" as const }, 503);
    }
  });
}
