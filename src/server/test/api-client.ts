import { hc } from "hono/client";
import type { ApiType } from "../app";

type Requester = { request: (input: string | URL | Request, init?: RequestInit) => Response | Promise<Response> };

export type ApiClient = ReturnType<typeof hc<ApiType>>;

/** The browser's typed client over app.request, sending the trusted Origin and the user's cookie as the pages do. */
export function apiClientFor(app: Requester, origin: string) {
  return (user?: { cookie: string }): ApiClient =>
    hc<ApiType>("http://localhost/api", {
      fetch: (input: string | URL | Request, init?: RequestInit) => app.request(input, init),
      headers: { Origin: origin, Accept: "application/json", ...(user?.cookie ? { Cookie: user.cookie } : {}) },
    });
}
