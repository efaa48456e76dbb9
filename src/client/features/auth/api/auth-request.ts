import { ApiRequestError } from "~/client/lib/api";

type AuthErrorBody = { message?: string; code?: string; error?: { message?: string } };

/** A refused auth call; `code` is better-auth's (e.g. INVALID_TOKEN) when it gave one. */
export class AuthRequestError extends ApiRequestError {
  constructor(
    status: number,
    message: string,
    readonly code?: string,
  ) {
    super(status, message);
  }
}

/**
 * POSTs to better-auth under /api/auth. Its errors come as `{ message, code }` (ours as
 * `{ error: { message } }` when a guard in front of it refuses, e.g. a rate limit); both become an
 * AuthRequestError carrying the server's message, which the forms show as it is.
 */
export async function authRequest<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: "POST",
      credentials: "same-origin",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AuthRequestError(0, "Could not reach the shop. Please check your connection and try again.");
  }
  const payload = (await response.json().catch(() => null)) as (T & AuthErrorBody) | null;
  if (response.ok) return payload as T;
  const message = payload?.error?.message ?? payload?.message ?? "Something went wrong. Please try again.";
  throw new AuthRequestError(response.status, message, payload?.code);
}
