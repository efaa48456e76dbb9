import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { localize, type Lang } from "~/shared/lang";
import { paths } from "~/shared/paths";
import { idParamSchema } from "~/shared/schemas/admin-common";
import { refundSentSchema } from "~/shared/schemas/refund";
import { refundQueue } from "./queue";
import { recordRefundSent } from "./record-sent";
import { toRefundView } from "./views";

/** /api/admin/refunds: the queue of refunds owed and sent, and the UTR of a transfer staff made. */
export function staffRefundRoutes({ db, emails, env }: Pick<AppDeps, "db" | "emails" | "env">) {
  const orderUrl = (orderNumber: string, lang: Lang) => `${env.baseUrl}${localize(lang, paths.accountOrder.getHref(orderNumber))}`;
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ refunds: await refundQueue(db, env.now()) }, 200))
    .post("/:id/sent", validate("param", idParamSchema), validate("json", refundSentSchema), async (c) => {
      const sent = await recordRefundSent({ db, emails, orderUrl }, c.var.user!.id, c.req.valid("param").id, c.req.valid("json").utr, env.now());
      emails.wake();
      return c.json({ refund: toRefundView(sent) }, 200);
    });
}
