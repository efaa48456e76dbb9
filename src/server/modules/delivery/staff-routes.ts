import { Hono } from "hono";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { switchOffDeliverySchema } from "~/shared/schemas/delivery";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { listExclusions, switchOffDelivery, switchOnDelivery } from "./service";
import { addDeliveryHolidaySchema } from "~/shared/schemas/delivery-holidays";
import { shopDateOf } from "~/shared/delivery";
import { addHoliday, listHolidays, removeHoliday } from "./holidays";

/** /api/admin/delivery: the pincodes and states staff have switched off, and the delivery holidays. */
export function staffDeliveryRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>()
    .get("/exclusions", async (c) => c.json({ exclusions: await listExclusions(db) }, 200))
    .post("/exclusions", validate("json", switchOffDeliverySchema), async (c) => c.json({ exclusion: await switchOffDelivery(db, c.var.user!.id, c.req.valid("json")) }, 201))
    .delete("/exclusions/:id", validate("param", idParamSchema), async (c) => {
      await switchOnDelivery(db, c.var.user!.id, c.req.valid("param").id);
      return c.body(null, 204);
    })
    .get("/holidays", async (c) => c.json({ holidays: await listHolidays(db, shopDateOf(env.now())) }, 200))
    .post("/holidays", validate("json", addDeliveryHolidaySchema), async (c) => c.json({ holiday: await addHoliday(db, c.var.user!.id, c.req.valid("json")) }, 201))
    .delete("/holidays/:id", validate("param", idParamSchema), async (c) => {
      await removeHoliday(db, c.var.user!.id, c.req.valid("param").id);
      return c.body(null, 204);
    });
}
