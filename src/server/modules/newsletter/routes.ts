import { Hono } from "hono";
import { ALREADY_SUBSCRIBED_MESSAGE, newsletterSchema, SUBSCRIBED_MESSAGE } from "~/shared/schemas/newsletter";
import type { AppDeps, AppEnv } from "../../context";
import { validate } from "../../http/validate";
import { subscribeToNewsletter } from "./service";

/** POST /api/newsletter { email }: open to everyone; a repeat is a friendly answer, not an error. */
export function newsletterRoutes({ db }: Pick<AppDeps, "db">) {
  return new Hono<AppEnv>().post("/", validate("json", newsletterSchema), async (c) => {
    const { email } = c.req.valid("json");
    const { alreadySubscribed } = await subscribeToNewsletter(db, email);
    return alreadySubscribed
      ? c.json({ subscribed: true as const, alreadySubscribed: true, message: ALREADY_SUBSCRIBED_MESSAGE }, 200)
      : c.json({ subscribed: true as const, alreadySubscribed: false, message: SUBSCRIBED_MESSAGE }, 201);
  });
}
