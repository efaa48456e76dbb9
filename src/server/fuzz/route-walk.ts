import type { TestApp } from "../test/app";
import { ADMIN_ENDPOINTS } from "../test/admin-endpoints";
import { privateEndpoints } from "../test/private-endpoints";

// Every API route, read from the app, so a new route is fuzzed unlisted; the sample bodies below
// are only starting points for mutation (none: an empty object).

export type FuzzRoute = { method: string; path: string };

/** A path pattern's `:name` (or `:name{regex}`) segments. */
export const PARAM_PATTERN = /:[A-Za-z_]\w*(?:\{[^}]*\})?/g;

export const routeKey = (route: FuzzRoute) => `${route.method} ${route.path}`;

type AuthEndpoint = { path?: unknown; options?: { method?: unknown } };

/** better-auth's endpoints, from `auth.api` (its HTTP routes are one catch-all); those without a path are server-only. */
function authEndpoints(shop: TestApp): FuzzRoute[] {
  const endpoints: AuthEndpoint[] = Object.values(shop.auth.api as unknown as Record<string, AuthEndpoint>);
  return endpoints.flatMap(({ path, options }) => {
    if (typeof path !== "string") return [];
    const methods = Array.isArray(options?.method) ? options.method : [options?.method];
    return methods.filter((method): method is string => method === "GET" || method === "POST").map((method) => ({ method, path: `/api/auth${path}` }));
  });
}

/** The API's routes: Hono's own list (one entry per handler and validator, so deduplicated) plus better-auth's. */
export function listApiRoutes(shop: TestApp): FuzzRoute[] {
  const seen = new Map<string, FuzzRoute>();
  for (const { method, path } of shop.app.routes) {
    // "ALL" entries are middleware and the API's not-found catch-all; the auth catch-all is expanded below.
    if (method === "ALL" || !path.startsWith("/api/") || path.startsWith("/api/auth/")) continue;
    seen.set(`${method} ${path}`, { method, path });
  }
  for (const route of authEndpoints(shop)) seen.set(routeKey(route), route);
  return [...seen.values()].sort((a, b) => routeKey(a).localeCompare(routeKey(b)));
}

const someId = "00000000-0000-4000-8000-000000000000";

/** Stands for a number new to each request, so a valid body can be accepted again (a new code, a new e-mail). */
export const FRESH = "{n}";

/** Bodies the shop's own pages send to better-auth (its endpoints are not in the test kit's lists). */
const authBodies: Record<string, Record<string, unknown>> = {
  "POST /api/auth/sign-up/email": { name: "Fuzz Shopper", email: `fuzz-${FRESH}@example.com`, password: "mustard-oil-123" },
  "POST /api/auth/sign-in/email": { email: "fuzz-shopper@example.com", password: "mustard-oil-123" },
  "POST /api/auth/request-password-reset": { email: "fuzz-shopper@example.com", redirectTo: "/reset-password" },
  "POST /api/auth/reset-password": { newPassword: "new-password-1", token: "not-a-real-token" },
  "POST /api/auth/verify-password": { password: "mustard-oil-123" },
  "POST /api/auth/revoke-session": { token: "not-a-real-token" },
  "POST /api/auth/change-email": { newEmail: "fuzz-new@example.com" },
  "POST /api/auth/delete-user": { password: "mustard-oil-123" },
};

const shopBodies: Record<string, Record<string, unknown>> = {
  "POST /api/newsletter": { email: `reader-${FRESH}@example.com` },
  "POST /api/orders": { addressId: someId, idempotencyKey: `fuzz-key-${FRESH}`, paymentMethod: "cod", participateLuckyDraw: true, promoCode: "LAUNCH10" },
  "POST /api/admin/promos": {
    code: `FUZZ${FRESH}`,
    description: "Fuzz",
    discountType: "percentage",
    discountValue: 10,
    maxDiscountRupees: 100,
    minOrderRupees: 500,
    usageLimit: 5,
    validUntil: "2030-01-01",
    isActive: true,
  },
};

/** A valid-looking body for a route, to mutate: the test kit's endpoint lists, then the ones above. */
export function sampleBody(route: FuzzRoute): Record<string, unknown> {
  const key = routeKey(route);
  const known = authBodies[key] ?? shopBodies[key];
  if (known) return known;
  const matcher = new RegExp(`^${route.path.replace(PARAM_PATTERN, "[^/]+")}$`);
  const listed = [...privateEndpoints, ...ADMIN_ENDPOINTS].find((endpoint) => endpoint.method === route.method && matcher.test(endpoint.path));
  const body = listed?.body;
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
