import { Hono } from "hono";
import { pageQuerySchema } from "~/shared/schemas/admin-common";
import type { AppDeps, AppEnv } from "../../../context";
import { validate } from "../../../http/validate";
import { listAudit } from "./service";

export function adminAuditRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", validate("query", pageQuerySchema), async (c) => c.json(await listAudit(db, c.req.valid("query").page), 200));
}
