import { langOf } from "~/shared/lang";
import type { ApiErrorBody } from "~/shared/api-error";

export const NETWORK_FAILURE_MESSAGE = "Could not reach the shop. Please check your connection and try again.";
const UNKNOWN_FAILURE_MESSAGE = "Something went wrong. Please try again.";

/** A failed API call: the server's safe message, toast title, field errors and better-auth's `code`. Status 0: no answer. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly title?: string,
    readonly fields: Record<string, string> = {},
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The server refused because nobody is signed in: the session ended since the page read it. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

// Ours is `{ error: { message, title?, fields? } }`; better-auth answers `{ message, code }`.
type ErrorPayload = Partial<ApiErrorBody> & { message?: string; code?: string };

/** The fetch under every /api call: cookies, JSON, and every failure thrown as an ApiRequestError. */
export async function shopFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  // The server answers a refusal in the language of the page the shopper is on.
  headers.set("Accept-Language", typeof location === "undefined" ? "en" : langOf(location.pathname));
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: "same-origin" });
  } catch {
    throw new ApiRequestError(0, NETWORK_FAILURE_MESSAGE);
  }
  if (response.ok) return response;
  const payload = (await response.json().catch(() => null)) as ErrorPayload | null;
  const error = typeof payload?.error === "object" ? payload.error : undefined;
  throw new ApiRequestError(response.status, error?.message ?? payload?.message ?? UNKNOWN_FAILURE_MESSAGE, error?.title, error?.fields, payload?.code);
}

/** better-auth's endpoints under /api/auth, untyped in ApiType: the caller declares the answer. GET without a body. */
export async function authCall<T>(path: `/${string}`, body?: unknown): Promise<T> {
  const init: RequestInit = body === undefined ? { method: "GET" } : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
  const response = await shopFetch(`/api/auth${path}`, init);
  // Not a typed route: a success without a JSON body reads as null rather than failing the call.
  return (await response.json().catch(() => null)) as T;
}
