import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { SessionUser } from "../context";
import type { Database } from "../db/client";
import { preparedPerDatabase } from "../db/prepared";
import { sessions, users } from "../db/schema/auth";

/** better-auth's session cookie: `__Secure-` prefixed when the shop is served over https. */
export function sessionCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}better-auth.session_token`;
}

function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/** The token of a cookie better-auth signed with `secret` (`token.base64(HMAC-SHA256)`), or null. */
export function verifiedSessionToken(cookieHeader: string | undefined, name: string, secret: string): string | null {
  if (!cookieHeader) return null;
  const raw = cookieValue(cookieHeader, name);
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const sessionUser = preparedPerDatabase((db) =>
  db
    .select({ id: users.id, email: users.email, name: users.name, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("session_user"),
);

/** Read on every request, so a sign-out or a password reset ends a session at once. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const [row] = await sessionUser(db).execute({ token });
  if (!row) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role === "staff" ? "staff" : "customer" };
}
