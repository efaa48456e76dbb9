import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { paths } from "~/shared/paths";
import type { AppDeps, AppEnv } from "../../context";
import { isStaff } from "./guard";

const ADMIN_DOCUMENT = /^\/admin(\/|$)/;

/**
 * The /admin pages, before the built client answers them: a signed-out visitor is sent to /auth
 * (and back afterwards), anyone but staff gets the shop's 404 page with status 404, exactly as
 * for a path that does not exist. The client's admin layout checks again for in-app navigation.
 */
export function adminDocumentGuard({ auth, db }: Pick<AppDeps, "auth" | "db">, notFoundPage: (c: Context<AppEnv>) => Response | Promise<Response>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !ADMIN_DOCUMENT.test(c.req.path)) return next();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      const url = new URL(c.req.url);
      c.header("Cache-Control", "no-store");
      return c.redirect(paths.auth.getHref(`${url.pathname}${url.search}`), 302);
    }
    if (!(await isStaff(db, session.user.id))) return notFoundPage(c);
    await next();
  });
}
