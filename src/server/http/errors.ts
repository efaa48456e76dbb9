import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "~/shared/api-error";
import type { AppEnv } from "../context";
import { isDatabaseUnavailable, isDataException } from "../db/pg-errors";
import { answerLanguage, inLanguage } from "../i18n/language";

/** A failure the shopper may see: its message is safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: { title?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
  }

  static fromZod(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): ApiError {
    const fields: Record<string, string> = {};
    for (const issue of error.issues) {
      const key = issue.path.map(String).join(".") || "_";
      fields[key] ??= issue.message;
    }
    return new ApiError(400, error.issues[0]?.message ?? "Invalid request", { fields });
  }
}

export const unauthorized = () => new ApiError(401, "Please sign in");
export const notFound = (message = "Not found") => new ApiError(404, message);

/** The error's body, in the language the request asks for (src/server/i18n/language.ts). */
export function errorResponse(c: Context, error: ApiError) {
  const lang = answerLanguage(c);
  const words = (text: string) => inLanguage(lang, text);
  const { title, fields } = error.details;
  const body: ApiErrorBody = {
    error: {
      message: words(error.message),
      ...(title !== undefined && { title: words(title) }),
      ...(fields && { fields: Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, words(message)])) }),
    },
  };
  return c.json(body, error.status);
}

/** Unknown failures answer a generic message; the details go to the log with the request id. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ApiError) return errorResponse(c, error);
  // Hono's own HTTP errors (e.g. a malformed JSON body) carry a safe status.
  if (error instanceof HTTPException && error.status < 500) {
    return errorResponse(c, new ApiError(error.status as ContentfulStatusCode, error.message || "Bad request"));
  }
  if (isDataException(error)) {
    // Validation missed a value the database refuses: a 400, and a warning so the rule gets written.
    c.var.logger.warn("database refused a value", { requestId: c.var.requestId, method: c.req.method, path: c.req.path, error });
    return errorResponse(c, new ApiError(400, "Invalid request"));
  }
  if (isDatabaseUnavailable(error)) {
    // The database is away (restarting, a connection cut): the shopper tries again in a moment.
    c.var.logger.warn("database unreachable", { requestId: c.var.requestId, method: c.req.method, path: c.req.path, error: String(error) });
    return unavailable(c);
  }
  c.var.logger.error("unhandled error", { requestId: c.var.requestId, method: c.req.method, path: c.req.path, error });
  return errorResponse(c, new ApiError(500, "Something went wrong. Please try again."));
}

/** Seconds a shopper (or a client's retry) is asked to wait while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = "The shop is briefly unavailable. Please try again in a moment.";

/** A short page of its own: it needs nothing of the database, the build or any script. */
const UNAVAILABLE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Back in a moment</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Back in a moment</h1>
<p>The shop is briefly unavailable. Your cart and orders are safe.</p>
<p><a href="">Try again</a></p>
</body></html>`;

/** 503 with Retry-After: JSON for the API and data requests, a "back in a moment" page for a page. */
export function unavailable(c: Context) {
  c.header("Retry-After", String(RETRY_AFTER_SECONDS));
  c.header("Cache-Control", "no-store");
  const wantsPage = !c.req.path.startsWith("/api/") && !c.req.path.endsWith(".data") && (c.req.header("Accept") ?? "").includes("text/html");
  if (wantsPage) return c.html(UNAVAILABLE_PAGE, 503);
  return errorResponse(c, new ApiError(503, UNAVAILABLE_MESSAGE, { title: "Back in a moment" }));
}
