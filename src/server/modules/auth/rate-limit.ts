import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";

export type Limit = { max: number; windowSeconds: number };

/**
 * What a real shop allows per window. By address: a botnet or one noisy client. By e-mail: one
 * account being guessed at from many addresses, or one inbox being flooded with reset mails.
 */
export const authLimits: Record<string, { byAddress?: Limit; byEmail?: Limit }> = {
  "/sign-in/email": { byAddress: { max: 30, windowSeconds: 5 * 60 }, byEmail: { max: 10, windowSeconds: 15 * 60 } },
  "/sign-up/email": { byAddress: { max: 10, windowSeconds: 60 * 60 } },
  "/request-password-reset": { byAddress: { max: 10, windowSeconds: 60 * 60 }, byEmail: { max: 3, windowSeconds: 60 * 60 } },
  "/reset-password": { byAddress: { max: 10, windowSeconds: 15 * 60 } },
  "/change-password": { byAddress: { max: 10, windowSeconds: 15 * 60 } },
};

export type Verdict = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts one request against `key` in a fixed window, in ONE statement, so concurrent requests on
 * several server processes never both slip under the limit. The row's last_request holds the
 * start of its current window (ms since the epoch).
 */
export async function consume(db: Queryable, key: string, limit: Limit, now = Date.now()): Promise<Verdict> {
  const windowMs = limit.windowSeconds * 1000;
  const expiredBefore = now - windowMs;
  const result = await db.execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request <= ${expiredBefore} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request <= ${expiredBefore} then ${now} else rate_limits.last_request end
    returning count, last_request`);
  const row = result.rows[0]!;
  const windowStart = Number(row.last_request);
  if (Number(row.count) <= limit.max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** Old windows are kept only for a day; removed now and then rather than on every request. */
export async function forgetOldWindows(db: Queryable, now = Date.now()): Promise<void> {
  await db.execute(sql`delete from rate_limits where last_request < ${now - 24 * 60 * 60 * 1000}`);
}

/** E-mail addresses are stored only as a hash: the counter table is no list of customers. */
export function emailKey(path: string, email: string): string {
  return `auth${path}|email|${createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 40)}`;
}

export function addressKey(path: string, address: string): string {
  return `auth${path}|ip|${address}`;
}
