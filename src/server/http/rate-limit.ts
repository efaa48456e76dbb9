import { randomUUID } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { sql } from "drizzle-orm";
import type { AppEnv } from "../context";
import type { Queryable } from "../db/client";
import type { Logger } from "../logger";
import { ApiError } from "./errors";
import { rateLimited } from "./metrics";

// Fixed-window limits kept in the database, so they hold across restarts and processes.

export type Limit = { max: number; windowSeconds: number };

export type Verdict = { allowed: boolean; retryAfterSeconds: number };

/** One statement per request, so concurrent processes never both slip under the limit; ON CONFLICT settles a race on `key` only. */
export async function consume(db: Queryable, key: string, limit: Limit, now = Date.now()): Promise<Verdict> {
  const windowMs = limit.windowSeconds * 1000;
  const expiredBefore = now - windowMs;
  const result = await db.execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${randomUUID()}, ${key}, 1, ${now})
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

/** The socket's address, since a header could be forged; behind our proxy (TRUST_PROXY), the last X-Forwarded-For entry. */
export function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** Counts the request against every key (a refused one still uses its window); 429 with Retry-After when any is over. */
export async function enforceLimits(c: Context<AppEnv>, db: Queryable, logger: Logger, counts: { key: string; limit: Limit }[]): Promise<void> {
  const verdicts: Verdict[] = [];
  for (const { key, limit } of counts) verdicts.push(await consume(db, key, limit));
  if (Math.random() < 0.01) forgetOldWindows(db).catch((error: unknown) => logger.warn("pruning rate limits failed", { error }));
  const refused = verdicts.filter((verdict) => !verdict.allowed);
  if (refused.length === 0) return;
  for (const [index, verdict] of verdicts.entries()) {
    // The key without its address or e-mail hash: "auth/sign-in/email|email".
    if (!verdict.allowed) rateLimited.inc({ limit: counts[index]!.key.split("|").slice(0, 2).join("|") });
  }
  const retryAfterSeconds = Math.max(...refused.map((verdict) => verdict.retryAfterSeconds));
  const minutes = Math.ceil(retryAfterSeconds / 60);
  // Set on the context, so the error answer built from it carries the header.
  c.header("Retry-After", String(retryAfterSeconds));
  throw new ApiError(429, `Too many attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`, { title: "Too many attempts" });
}
