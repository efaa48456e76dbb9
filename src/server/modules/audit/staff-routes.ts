import { Hono } from "hono";
import { pageQuerySchema } from "~/shared/schemas/admin-common";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { listAudit } from "./service";

export function staffAuditRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", validate("query", pageQuerySchema), async (c) => c.json(await listAudit(db, c.req.valid("query").page), 200));
}
