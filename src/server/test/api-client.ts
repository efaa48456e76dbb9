import { hc } from "hono/client";
import type { ApiType } from "../app";

type Requester = { request: (input: string | URL | Request, init?: RequestInit) => Response | Promise<Response> };

export type ApiClient = ReturnType<typeof hc<ApiType>>;

/**
 * The server's typed client (the one the browser is built on) over app.request, so a test's
 * bodies are inferred from the routes instead of cast. It sends what the shop's own pages send:
 * the trusted Origin and, for a signed-in user, their session cookie.
 */
export function apiClientFor(app: Requester, origin: string) {
  return (user?: { cookie: string }): ApiClient =>
    hc<ApiType>("http://localhost/api", {
      fetch: (input: string | URL | Request, init?: RequestInit) => app.request(input, init),
      headers: { Origin: origin, Accept: "application/json", ...(user?.cookie ? { Cookie: user.cookie } : {}) },
    });
}
