import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv, SessionUser } from "../context";
import { findSessionUser, sessionCookieName, verifiedSessionToken } from "./session-lookup";
import { unauthorized } from "./errors";

/**
 * Reads the session once per API request and puts the user on the context: the cookie's signature
 * is checked in memory, then one indexed query finds a live session and its user (see
 * docs/decisions/006-session-lookup.md; better-auth's getSession cost several times more).
 */
export function sessionMiddleware({ db, env }: Pick<AppDeps, "db" | "env">) {
  const cookieName = sessionCookieName(env.baseUrl.startsWith("https://"));
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = verifiedSessionToken(c.req.header("Cookie"), cookieName, env.BETTER_AUTH_SECRET);
    c.set("user", token ? await findSessionUser(db, token) : null);
    await next();
  });
}

/** Guards private routes: 401 without a valid session. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
});
