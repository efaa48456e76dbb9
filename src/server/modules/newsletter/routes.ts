import { Hono } from "hono";
import { ALREADY_SUBSCRIBED_MESSAGE, newsletterSchema, SUBSCRIBED_MESSAGE } from "~/shared/schemas/newsletter";
import type { AppDeps, AppEnv } from "../../context";
import { clientAddress, enforceLimits, type Limit } from "../../http/rate-limit";
import { validate } from "../../http/validate";
import { subscribeToNewsletter } from "./service";

/** Sign-ups per client address: a family or an office, not a script filling the list with strangers' addresses. */
export const NEWSLETTER_LIMIT: Limit = { max: 10, windowSeconds: 60 * 60 };

/** POST /api/newsletter { email }: open to everyone; a repeat is a friendly answer, not an error. */
export function newsletterRoutes({ db, env, logger }: Pick<AppDeps, "db" | "env" | "logger">) {
  return new Hono<AppEnv>().post("/", validate("json", newsletterSchema), async (c) => {
    const address = clientAddress(c, env.TRUST_PROXY);
    if (address) await enforceLimits(c, db, logger, [{ key: `newsletter|ip|${address}`, limit: NEWSLETTER_LIMIT }]);
    const { email } = c.req.valid("json");
    const { alreadySubscribed } = await subscribeToNewsletter(db, email);
    return alreadySubscribed
      ? c.json({ subscribed: true as const, alreadySubscribed: true, message: ALREADY_SUBSCRIBED_MESSAGE }, 200)
      : c.json({ subscribed: true as const, alreadySubscribed: false, message: SUBSCRIBED_MESSAGE }, 201);
  });
}
