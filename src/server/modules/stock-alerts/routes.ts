import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { clientAddress, enforceLimits, type Limit } from "~/server/http/rate-limit";
import { requireUser } from "~/server/http/session";
import { validate } from "~/server/http/validate";
import { answerLanguage } from "~/server/i18n/language";
import { emailedTokenSchema, notifyMeSchema } from "~/shared/schemas/stock-alerts";
import { confirmStockAlert, mySizeAlerts, requestStockAlert, stockAlertLinkState, unsubscribeStockAlerts } from "./requests";
import { waitingAlerts } from "./restock";

/** Requests per client address an hour: a family's wishes, not a script writing to strangers' inboxes. */
export const NOTIFY_ME_LIMIT: Limit = { max: 10, windowSeconds: 60 * 60 };

/**
 * Under the session middleware, but open signed out: "Notify me" takes the session's address when
 * there is one; the e-mailed links carry their own single-use tokens. Reading a link changes nothing.
 */
export function stockAlertRoutes({ db, env, emails, logger }: Pick<AppDeps, "db" | "env" | "emails" | "logger">) {
  return new Hono<AppEnv>()
    .post("/", validate("json", notifyMeSchema), async (c) => {
      const address = clientAddress(c, env.TRUST_PROXY);
      if (!c.var.user && address) await enforceLimits(c, db, logger, [{ key: `stock-alerts|ip|${address}`, limit: NOTIFY_ME_LIMIT }]);
      return c.json(await requestStockAlert({ db, emails, baseUrl: env.baseUrl }, c.var.user, c.req.valid("json"), env.now(), answerLanguage(c)), 200);
    })
    .get("/mine", requireUser, async (c) => c.json({ sizeIds: await mySizeAlerts(db, c.var.user!.id) }, 200))
    .get("/confirm/:token", validate("param", emailedTokenSchema), async (c) => c.json(await stockAlertLinkState(db, c.req.valid("param").token, env.now(), answerLanguage(c)), 200))
    .post("/confirm/:token", validate("param", emailedTokenSchema), async (c) => c.json(await confirmStockAlert(db, c.req.valid("param").token, env.now(), answerLanguage(c)), 200))
    .post("/unsubscribe/:token", validate("param", emailedTokenSchema), async (c) => c.json(await unsubscribeStockAlerts(db, c.req.valid("param").token), 200));
}

/** GET /api/admin/stock-alerts: how many confirmed requests wait, per size. */
export function staffStockAlertRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().get("/", async (c) => c.json({ waiting: await waitingAlerts(db) }, 200));
}
