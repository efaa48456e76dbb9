import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono, type Context } from "hono";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError, errorResponse } from "../../http/errors";
import { addressKey, authLimits, consume, emailKey, forgetOldWindows, type Verdict } from "./rate-limit";

/**
 * The client's address. Directly exposed, the socket's: a header could be forged. Behind a reverse
 * proxy (TRUST_PROXY), the last X-Forwarded-For entry: the one our own proxy appended, so what
 * the client put earlier in the header is ignored.
 */
function clientAddress(c: Context<AppEnv>, trustProxy: boolean): string | null {
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

async function emailOf(request: Request): Promise<string | null> {
  const body = (await request.clone().json().catch(() => null)) as { email?: unknown } | null;
  return typeof body?.email === "string" && body.email.trim() ? body.email : null;
}

function tooMany(c: Context<AppEnv>, retryAfterSeconds: number) {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  c.header("Retry-After", String(retryAfterSeconds));
  return errorResponse(
    c,
    new ApiError(429, `Too many attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`, { title: "Too many attempts" }),
  );
}

/** better-auth under /api/auth, behind rate limits kept in the database (they hold across restarts and processes). */
export function authRoutes({ auth, db, logger, env }: AppDeps) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, "");
    const limits = c.req.method === "POST" ? authLimits[path] : undefined;
    if (limits) {
      const verdicts: Verdict[] = [];
      const address = clientAddress(c, env.TRUST_PROXY);
      if (limits.byAddress && address) verdicts.push(await consume(db, addressKey(path, address), limits.byAddress));
      const email = limits.byEmail ? await emailOf(c.req.raw) : null;
      if (limits.byEmail && email) verdicts.push(await consume(db, emailKey(path, email), limits.byEmail));
      const refused = verdicts.filter((verdict) => !verdict.allowed);
      if (refused.length > 0) return tooMany(c, Math.max(...refused.map((verdict) => verdict.retryAfterSeconds)));
      if (Math.random() < 0.01) forgetOldWindows(db).catch((error: unknown) => logger.warn("pruning rate limits failed", { error }));
    }
    return auth.handler(c.req.raw);
  });
}
