import { createMiddleware } from "hono/factory";
import { paths } from "~/shared/paths";
import type { AppDeps, AppEnv } from "../context";
import { isStaff } from "./require-staff";

const ADMIN_DOCUMENT = /^\/admin(\/|$)/;

/** /admin before the client answers: signed out goes to /auth and back; anyone but staff gets the client app's 404. */
export function adminDocumentGuard({ auth, db }: Pick<AppDeps, "auth" | "db">) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if ((c.req.method !== "GET" && c.req.method !== "HEAD") || !ADMIN_DOCUMENT.test(c.req.path)) return next();
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) {
      const url = new URL(c.req.url);
      c.header("Cache-Control", "no-store");
      return c.redirect(paths.auth.getHref(`${url.pathname}${url.search}`), 302);
    }
    const staff = await isStaff(db, session.user.id);
    await next();
    if (!staff) c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
  });
}
