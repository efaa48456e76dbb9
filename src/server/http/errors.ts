import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiErrorBody } from "~/shared/api-error";
import type { AppEnv } from "../context";
import { isDataException } from "../db/pg-errors";

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

export function errorResponse(c: Context, error: ApiError) {
  const body: ApiErrorBody = { error: { message: error.message, ...error.details } };
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
  c.var.logger.error("unhandled error", { requestId: c.var.requestId, method: c.req.method, path: c.req.path, error });
  return errorResponse(c, new ApiError(500, "Something went wrong. Please try again."));
}
