import { createMiddleware } from "hono/factory";
import type { Auth } from "../auth";
import type { AppEnv, SessionUser } from "../context";
import { unauthorized } from "./errors";

/** Reads the session once per API request and puts the user on the context. */
export function sessionMiddleware(auth: Auth) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    const user = session?.user;
    c.set("user", user ? { id: user.id, email: user.email, name: user.name, role: user.role === "staff" ? "staff" : "customer" } : null);
    await next();
  });
}

/** Guards private routes: 401 without a valid session. */
export const requireUser = createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
  if (!c.var.user) throw unauthorized();
  await next();
});
