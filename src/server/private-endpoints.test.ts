import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test/app";
import { privateEndpoints } from "./test/private-endpoints";

describe("private endpoints without a valid session", () => {
  let shop: TestApp;
  let signedOutCookie: string;
  beforeAll(async () => {
    shop = await createTestApp();
    const customer = await shop.signUp();
    await shop.request("POST", "/api/auth/sign-out", { cookie: customer.cookie, body: {} });
    signedOutCookie = customer.cookie;
  });
  afterAll(() => shop.close());

  it.each(privateEndpoints)("$method $path answers 401 with no cookie", async ({ method, path, body }) => {
    const response = await shop.request(method, path, { body });
    expect(response.status).toBe(401);
  });

  it.each(privateEndpoints)("$method $path answers 401 with a signed-out or forged cookie", async ({ method, path, body }) => {
    for (const cookie of [signedOutCookie, "better-auth.session_token=forged.value"]) {
      const response = await shop.request(method, path, { body, cookie });
      expect(response.status).toBe(401);
    }
  });
});
