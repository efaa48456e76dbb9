import { sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { forgotPasswordSchema } from "~/shared/schemas/auth";
import type { AppDeps, AppEnv } from "../../context";
import { authFailure, isDuplicateSignUp } from "../../auth";
import type { Queryable } from "../../db/client";
import { isDatabaseUnavailable } from "../../db/pg-errors";
import { ApiError, errorResponse, notFound, unavailable } from "../../http/errors";
import { clientAddress, enforceLimits, type Limit } from "../../http/rate-limit";
import { refuseUnsupportedText } from "../../http/validate";
import { addressAndEmailKey, addressKey, authEndpoints, emailKey } from "./endpoints";

export const JSON_ONLY_MESSAGE = "Please send this request as JSON.";

/** better-auth's answer to a sign-up with an e-mail that has an account. */
export const ACCOUNT_EXISTS_ANSWER = { code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", message: "User already exists. Use another email." };

/** better-auth's answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED_ANSWER = { status: true, message: "If this email exists in our system, check your email for the reset link" };

/** JSON only: better-auth would also read a form-encoded body, which the limits below could not read. */
async function jsonBodyOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const mediaType = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "application/json") throw new ApiError(415, JSON_ONLY_MESSAGE);
  const body: unknown = await c.req.raw
    .clone()
    .json()
    .catch(() => undefined);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, "Invalid request");
  refuseUnsupportedText(body);
  return body as Record<string, unknown>;
}

/** Whether a query fails now for want of the database. */
const databaseUnreachable = (db: Queryable) => db.execute(sql`select 1`).then(
  () => false,
  (error: unknown) => isDatabaseUnavailable(error),
);

/** better-auth under /api/auth: only the endpoints the shop uses, behind limits kept in the database. */
export function authRoutes({ auth, db, logger, env, background }: AppDeps) {
  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const path = c.req.path.replace(/^\/api\/auth/, "");
    const endpoint = authEndpoints[`${c.req.method} ${path}`];
    if (!endpoint) return errorResponse(c, notFound());
    const body = c.req.method === "POST" ? await jsonBodyOf(c) : {};

    const counts: { key: string; limit: Limit }[] = [];
    const address = clientAddress(c, env.TRUST_PROXY);
    if (endpoint.byAddress && address) counts.push({ key: addressKey(path, address), limit: endpoint.byAddress });
    const email = typeof body.email === "string" && body.email.trim() ? body.email : null;
    if (endpoint.byEmail && email) counts.push({ key: emailKey(path, email), limit: endpoint.byEmail });
    if (endpoint.byAddressAndEmail && address && email) counts.push({ key: addressAndEmailKey(path, address, email), limit: endpoint.byAddressAndEmail });
    await enforceLimits(c, db, logger, counts);

    if (path === "/request-password-reset") {
      // Handed to better-auth off the request path, so the answer's timing tells nobody which addresses are customers.
      const input = forgotPasswordSchema.safeParse(body);
      if (!input.success) return c.json({ message: input.error.issues[0]?.message ?? "Invalid request", code: "VALIDATION_ERROR" }, 400);
      background.run(
        auth
          .handler(c.req.raw)
          .then((answer) => answer.ok || logger.error("password reset request failed", { status: answer.status }))
          .catch((error: unknown) => logger.error("password reset request failed", { error })),
      );
      return c.json(RESET_REQUESTED_ANSWER, 200);
    }
    const failure: { error?: unknown } = {};
    const answer = await authFailure.run(failure, () => auth.handler(c.req.raw));
    // The database away: 503 and Retry-After, as every other route answers (http/errors.ts).
    if (isDatabaseUnavailable(failure.error)) return unavailable(c);
    // The loser of two sign-ups racing for one e-mail gets the answer it would have got a moment later.
    if (path === "/sign-up/email" && isDuplicateSignUp(failure.error)) {
      logger.info("auth: a sign-up lost a race for its e-mail to another one");
      return c.json(ACCOUNT_EXISTS_ANSWER, 422);
    }
    if (answer.status < 500) return answer;
    // better-auth wraps some failures in its own error: the database is asked directly too.
    if (await databaseUnreachable(db)) return unavailable(c);
    logger.error("auth: unexpected failure", { requestId: c.var.requestId, path, status: answer.status, error: failure.error });
    return answer;
  });
}
