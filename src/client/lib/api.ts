import { hc } from "hono/client";
import type { ApiType } from "~/server/app";
import type { ApiErrorBody } from "~/shared/api-error";

/** A failed API call, carrying the server's message (safe to show) and field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title?: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * The one way the browser calls the server: JSON in, JSON out, cookies included, and every failure
 * turned into an ApiRequestError with the server's message.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, "Could not reach the shop. Please check your connection and try again.");
  }
  if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
  const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
  throw new ApiRequestError(response.status, payload?.error.message ?? "Something went wrong. Please try again.", payload?.error.title, payload?.error.fields);
}

/**
 * The typed client over the server's routes (`api.health.$get()`), for calls whose types should
 * follow the server's. Pass its promise to `unwrap` to get the body or an ApiRequestError.
 */
export const api = hc<ApiType>("/api", { init: { credentials: "same-origin" } });

export async function unwrap<R extends Response>(call: Promise<R>): Promise<R extends { json(): Promise<infer T> } ? T : never> {
  let response: R;
  try {
    response = await call;
  } catch {
    throw new ApiRequestError(0, "Could not reach the shop. Please check your connection and try again.");
  }
  if (response.ok) return (await response.json()) as R extends { json(): Promise<infer T> } ? T : never;
  const payload = (await response.json().catch(() => null)) as ApiErrorBody | null;
  throw new ApiRequestError(response.status, payload?.error.message ?? "Something went wrong. Please try again.", payload?.error.title, payload?.error.fields);
}
