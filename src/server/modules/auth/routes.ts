import { Hono, type Context } from "hono";
import { forgotPasswordSchema } from "~/shared/schemas/auth";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError, errorResponse, notFound } from "../../http/errors";
import { clientAddress, enforceLimits, type Limit } from "../../http/rate-limit";
import { refuseUnsupportedText } from "../../http/validate";
import { addressKey, authEndpoints, emailKey } from "./endpoints";

export const JSON_ONLY_MESSAGE = "Please send this request as JSON.";

/** better-auth's answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED_ANSWER = { status: true, message: "If this email exists in our system, check your email for the reset link" };

/**
 * The body of a POST to /api/auth: JSON only, as the shop's pages send it. better-auth would also
 * read a form-encoded body, which the limits below could not read, so it never gets one.
 */
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
    await enforceLimits(c, db, logger, counts);

    if (path === "/request-password-reset") {
      // Checked here with the form's schema, then handed to better-auth off the request path: the
      // answer comes as fast for an address with an account (token written, e-mail queued) as for
      // one without, so its timing tells nobody which addresses are customers.
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
    return auth.handler(c.req.raw);
  });
}
