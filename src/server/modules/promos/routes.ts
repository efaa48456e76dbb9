import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { ApiError } from "~/server/http/errors";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { applyPromoSchema, type AppliedPromo } from "~/shared/schemas/promo";
import { priceCart } from "../cart/service";

export function promoRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser)
    // Checks a code against the shopper's cart as it is now; nothing is taken until an order is placed.
    .post("/apply", validate("json", applyPromoSchema), async (c) => {
      const { promo } = await priceCart(db, c.var.user!.id, { promoCode: c.req.valid("json").code });
      if (!promo) throw new ApiError(400, "Your cart is empty");
      const applied: AppliedPromo = { code: promo.row.code, description: promo.row.description, discountPaise: promo.discountPaise };
      return c.json(applied, 200);
    });
}
