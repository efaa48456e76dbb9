import { eq } from "drizzle-orm";
import { createMiddleware } from "hono/factory";
import type { Queryable } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import type { AppEnv, SessionUser } from "../context";
import { notFound, unauthorized } from "./errors";

/** The role is read on every back-office request, so revoked staff are refused at once (docs/decisions/009). */
export async function isStaff(db: Queryable, userId: string): Promise<boolean> {
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  return row?.role === "staff";
}

/** Signed out: 401. Not staff: the same 404 as an unknown path, so the back office is not advertised. */
export function requireStaff(db: Queryable) {
  return createMiddleware<AppEnv & { Variables: { user: SessionUser } }>(async (c, next) => {
    const user = c.var.user;
    if (!user) throw unauthorized();
    if (!(await isStaff(db, user.id))) throw notFound();
    await next();
  });
}
