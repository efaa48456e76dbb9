import { Hono } from "hono";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { promoFormSchema } from "~/shared/schemas/admin-promos";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { createPromo, listPromosForStaff, updatePromo } from "./staff-service";

export function staffPromoRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json(await listPromosForStaff(db), 200))
    .post("/", validate("json", promoFormSchema), async (c) => c.json({ promo: await createPromo(db, c.var.user!.id, c.req.valid("json")) }, 201))
    .put("/:id", validate("param", idParamSchema), validate("json", promoFormSchema), async (c) =>
      c.json({ promo: await updatePromo(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json")) }, 200),
    );
}
