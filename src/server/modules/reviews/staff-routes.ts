import { Hono } from "hono";
import { idParamSchema, pageQuerySchema } from "~/shared/schemas/admin-common";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { listReviewsForStaff, setReviewHidden } from "./staff-service";

export function staffReviewRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/", validate("query", pageQuerySchema), async (c) => c.json(await listReviewsForStaff(db, c.req.valid("query").page), 200))
    .post("/:id/hide", validate("param", idParamSchema), async (c) => c.json(await setReviewHidden(db, c.var.user!.id, c.req.valid("param").id, true), 200))
    .post("/:id/unhide", validate("param", idParamSchema), async (c) => c.json(await setReviewHidden(db, c.var.user!.id, c.req.valid("param").id, false), 200));
}
