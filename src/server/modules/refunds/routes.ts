import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { refundPayeeSchema } from "~/shared/schemas/refund";
import { giveRefundPayee } from "./payee";
import { toRefundView } from "./views";

/** /api/refunds: the shopper says where a refund of their own order goes. */
export function refundRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>()
    .use(requireUser)
    .post("/:id/payee", validate("param", idParamSchema), validate("json", refundPayeeSchema), async (c) => {
      const refund = await giveRefundPayee(db, c.var.user!.id, c.req.valid("param").id, c.req.valid("json"), env.now());
      return c.json({ refund: toRefundView(refund) }, 200);
    });
}
