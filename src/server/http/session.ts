import { createMiddleware } from "hono/factory";
import type { AppDeps, AppEnv, SessionUser } from "../context";
import { findSessionUser, sessionCookieName, verifiedSessionToken } from "./session-lookup";
import { unauthorized } from "./errors";

/** Reads the session once per API request onto the context (docs/decisions/006-session-lookup.md). */
export function sessionMiddleware(deps: Pick<AppDeps, "db" | "env">) {
  const userOf = sessionUserReader(deps);
  return createMiddleware<AppEnv>(async (c, next) => {
    c.set("user", await userOf(c.req.header("Cookie")));
    await next();
  });
}

/** The user of a request's session cookie, or null: the signature checked in memory, then one query. */
export function sessionUserReader({ db, env }: Pick<AppDeps, "db" | "env">) {
  const cookieName = sessionCookieName(env.baseUrl.startsWith("https://"));
  return async (cookieHeader: string | undefined): Promise<SessionUser | null> => {
    const token = verifiedSessionToken(cookieHeader, cookieName, env.BETTER_AUTH_SECRET);
    return token ? findSessionUser(db, token) : null;
  };
}

/** Guards private routes: 401 without a valid session. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
});
