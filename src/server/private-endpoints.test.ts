import { describe, expect, it } from "vitest";
import { createTestApp } from "./test/app";
import { privateEndpoints, publicEndpoints } from "./test/private-endpoints";
import { setUpOnce, setUpTestApp } from "./test/set-up";

describe("private endpoints without a valid session", () => {
  const shop = setUpTestApp();
  const signedOut = setUpOnce(async () => {
    const customer = await shop.signUp();
    await shop.request("POST", "/api/auth/sign-out", { cookie: customer.cookie, body: {} });
    return customer;
  });

  it.each(privateEndpoints)("$method $path answers 401 with no cookie", async ({ method, path, body }) => {
    const response = await shop.request(method, path, { body });
    expect(response.status).toBe(401);
  });

  it.each(privateEndpoints)("$method $path answers 401 with a signed-out or forged cookie", async ({ method, path, body }) => {
    for (const cookie of [signedOut.cookie, "better-auth.session_token=forged.value"]) {
      const response = await shop.request(method, path, { body, cookie });
      expect(response.status).toBe(401);
    }
  });
});

describe("the list of private endpoints", () => {
  it("names every API route that is not public on purpose, so a new route cannot skip the 401 check", async () => {
    const shop = await createTestApp();
    try {
      const routes = new Set(
        shop.app.routes
          // better-auth answers under /api/auth itself (its private calls are listed above by hand).
          .filter((route) => route.method !== "ALL" && route.path.startsWith("/api/") && !route.path.startsWith("/api/auth/"))
          .map((route) => `${route.method} ${route.path}`),
      );
      const unlisted = [...routes].filter((route) => {
        if (publicEndpoints.includes(route)) return false;
        const [method, pattern] = route.split(" ") as [string, string];
        const matcher = new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`);
        return !privateEndpoints.some((endpoint) => endpoint.method === method && matcher.test(endpoint.path));
      });
      expect(unlisted).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});
