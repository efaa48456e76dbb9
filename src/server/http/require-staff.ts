import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import type { AppEnv, SessionUser } from "../context";
import { notFound, unauthorized } from "./errors";

/**
 * The role is read from users on every back-office request, apart from the session read, so a
 * revoked staff member is refused on their very next request even if sessions are ever cached
 * (docs/decisions/009-back-office-access-and-lucky-draw.md).
 */
export async function isStaff(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === "staff";
}

/**
 * Signed out: 401 (the client sends them to /auth). Signed in but not staff: the very same 404 as
 * an unknown API path, so the back office's existence is not advertised.
 */
export function requireStaff(db: Queryable) {
  return createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (!(await isStaff(db, user.id))) throw notFound();
    await next();
  });
}
