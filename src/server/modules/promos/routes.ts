import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { applyPromoSchema } from "~/shared/schemas/promo";
import { applyPromo } from "./service";

export function promoRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post("/apply", validate("json", applyPromoSchema), async (c) => c.json(await applyPromo(db, c.var.user!.id, c.req.valid("json").code)));
}
