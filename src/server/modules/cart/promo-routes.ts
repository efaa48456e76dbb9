import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { applyPromoSchema } from "~/shared/schemas/promo";
import { applyPromoToCart } from "./service";

/** Applying a code is a question about the shopper's cart (/api/promo/apply): the cart owns its price. */
export function cartPromoRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post("/apply", validate("json", applyPromoSchema), async (c) => c.json(await applyPromoToCart(db, c.var.user!.id, c.req.valid("json").code), 200));
}
