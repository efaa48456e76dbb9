import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UNSUPPORTED_CHARACTERS_MESSAGE, VALID_EMAIL_MESSAGE } from "~/shared/schemas/common";
import { addresses } from "../db/schema/customers";
import { newsletterSubscribers } from "../db/schema/newsletter";
import { promoCodes } from "../db/schema/promos";
import { reviews } from "../db/schema/reviews";
import { errorOf } from "../test/answers";
import { setUpOnce, setUpTestApp } from "../test/set-up";
import { sampleAddress } from "../test/shopper";
import { signUpStaff } from "../test/users";
import { API_BODY_LIMIT_BYTES, BODY_TOO_LARGE_MESSAGE, splitRequestUrl } from "./request-guards";

describe("hostile input on the API", () => {
  const shop = setUpTestApp();
  const people = setUpOnce(async () => ({ customer: await shop.signUp(), staff: await signUpStaff(shop) }));
  const rows = async () => ({
    subscribers: (await shop.db.select({ n: count() }).from(newsletterSubscribers))[0]!.n,
    addresses: (await shop.db.select({ n: count() }).from(addresses))[0]!.n,
    promos: (await shop.db.select({ n: count() }).from(promoCodes))[0]!.n,
    reviews: (await shop.db.select({ n: count() }).from(reviews))[0]!.n,
  });

  it("refuses a body over the limit with 413 before reading it, whether or not it says its length", async () => {
    const before = await rows();
    const huge = JSON.stringify({ email: `${"a".repeat(2 * API_BODY_LIMIT_BYTES)}@example.com` });
    const declared = await shop.app.request("/api/newsletter", {
      method: "POST",
      headers: { Origin: shop.origin, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(huge)) },
      body: huge,
    });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).message).toBe(BODY_TOO_LARGE_MESSAGE);

    // Chunked: no Content-Length, so the limit counts the bytes as they come.
    const chunk = new TextEncoder().encode("x".repeat(8 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await shop.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { Origin: shop.origin, "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(API_BODY_LIMIT_BYTES + 3 * chunk.length);
    expect(await rows()).toEqual(before);
  });

  it("refuses a NUL character anywhere with 400 and a clear message, changing nothing", async () => {
    const { customer, staff } = people;
    const before = await rows();
    const withNul = "bad\u0000text";
    const attempts = [
      { user: customer, method: "POST", path: "/api/addresses", body: { ...sampleAddress, addressLine1: withNul } },
      { user: customer, method: "POST", path: "/api/promo/apply", body: { code: "SAVE\u000010" } },
      { user: customer, method: "PUT", path: "/api/products/1/reviews/mine", body: { rating: 5, reviewText: `Lovely ${withNul}` } },
      { user: customer, method: "DELETE", path: "/api/wishlist/1%00" },
      { user: customer, method: "GET", path: "/api/orders?cursor=%00" },
      { user: staff, method: "GET", path: "/api/admin/orders?search=abc%00" },
      { user: staff, method: "POST", path: "/api/admin/promos", body: { code: "NULDESC", description: withNul, discountType: "percentage", discountValue: 10 } },
      { user: staff, method: "DELETE", path: "/api/admin/staff/abc%00def" },
      { user: staff, method: "GET", path: "/api/admin/orders/%E0%A4%A" },
      { user: null, method: "POST", path: "/api/newsletter", body: { email: "a\u0000@example.com" } },
    ] as const;
    for (const { user, method, path, ...rest } of attempts) {
      const response = await shop.request(method, path, { cookie: user?.cookie, body: "body" in rest ? rest.body : undefined });
      expect(response.status, `${method} ${path}`).toBe(400);
      const { message } = await errorOf(response);
      expect([UNSUPPORTED_CHARACTERS_MESSAGE, "This address is not valid.", VALID_EMAIL_MESSAGE], `${method} ${path}`).toContain(message);
    }
    expect(await rows()).toEqual(before);
  });

  it("marks every private answer no-store, so no browser or proxy keeps a cart or an order", async () => {
    const { customer } = people;
    for (const path of ["/api/cart", "/api/orders", "/api/addresses", "/api/wishlist"]) {
      const response = await shop.request("GET", path, { cookie: customer.cookie });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Cache-Control"), path).toBe("no-store");
    }
    const refused = await shop.request("GET", "/api/cart");
    expect(refused.headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("splitting a request URL", () => {
  it("gives the path and the query as new URL() would, without the fragment", () => {
    for (const url of ["http://localhost/api/cart", "http://localhost:3000/api/products/1/reviews?page=2&sort=new", "https://shop.example.in/", "http://h/a%00b?q=%E0%A4+x#frag", "http://h/a?b?c"]) {
      const parsed = new URL(url);
      expect(splitRequestUrl(url), url).toEqual({ path: parsed.pathname, query: parsed.search });
    }
    expect(splitRequestUrl("http://localhost")).toEqual({ path: "/", query: "" });
  });
});
