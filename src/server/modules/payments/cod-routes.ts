import { Hono } from "hono";
import type { AppDeps, AppEnv } from "~/server/context";
import { validate } from "~/server/http/validate";
import { codConfirmTokenSchema } from "~/shared/schemas/cod-confirmation";
import { codLinkState, confirmByLink } from "./cod-confirmation";

/** The e-mail's confirmation link: signed out, the token is the authority. Reading it changes nothing; only the POST confirms. */
export function codConfirmationRoutes({ db, env }: Pick<AppDeps, "db" | "env">) {
  return new Hono<AppEnv>()
    .get("/:token", validate("param", codConfirmTokenSchema), async (c) => c.json(await codLinkState(db, c.req.valid("param").token, env.now()), 200))
    .post("/:token", validate("param", codConfirmTokenSchema), async (c) => c.json(await confirmByLink(db, c.req.valid("param").token, env.now()), 200));
}
