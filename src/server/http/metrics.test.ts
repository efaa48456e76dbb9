import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/app";
import { setUpTestApp } from "../test/set-up";
import { shopperWithCart } from "../test/shopper";
import { newKey, placeOrderRequest } from "../test/checkout";

const token = "metrics-token-for-the-test-1234";

describe("GET /metrics", () => {
  const shop = setUpTestApp({ env: { METRICS_TOKEN: token } });
  const scrape = (authorization?: string) => shop.app.request("/metrics", { headers: authorization ? { Authorization: authorization } : {} });

  it("answers only with the token: 401 without it or with another, never a figure", async () => {
    for (const answer of [await scrape(), await scrape("Bearer wrong-token-of-same-size"), await scrape(token)]) {
      expect(answer.status).toBe(401);
      expect(await answer.text()).not.toContain("shop_");
    }
  });

  it("counts requests by route pattern and status, orders placed and promo codes refused, in Prometheus text", async () => {
    const { user, address } = await shopperWithCart(shop, ["1"]);
    expect((await placeOrderRequest(shop, user, { addressId: address.id, idempotencyKey: newKey() })).status).toBe(201);
    await shop.request("GET", `/api/orders/id/${crypto.randomUUID()}`, { cookie: user.cookie });
    expect((await shop.request("POST", "/api/promo/apply", { cookie: user.cookie, body: { code: "NOSUCHCODE" } })).status).toBe(400);
    const answer = await scrape(`Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("text/plain");
    const text = await answer.text();
    expect(text).toMatch(/shop_http_requests_total\{method="POST",route="\/api\/orders",status="201"\} [1-9]/);
    // The route pattern, not the id: one series however many orders there are.
    expect(text).toMatch(/shop_http_requests_total\{method="GET",route="\/api\/orders\/id\/:id",status="404"\} [1-9]/);
    expect(text).toMatch(/shop_orders_placed_total [1-9]/);
    expect(text).toMatch(/shop_promo_refusals_total\{rule="[^"]+"\} [1-9]/);
    expect(text).toContain("shop_http_request_duration_seconds_bucket");
    expect(text).toContain("shop_process_resident_memory_bytes");
  });
});

describe("GET /metrics without METRICS_TOKEN", () => {
  it("is not there at all", async () => {
    const shop = await createTestApp();
    try {
      const answer = await shop.app.request("/metrics", { headers: { Authorization: "Bearer anything-at-all-here" } });
      expect(answer.status).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
