import { describe, expect, it } from "vitest";
import { setUpTestApp } from "~/server/test/set-up";
import { NEWSLETTER_LIMIT } from "./routes";
import { countSubscribers } from "./service";

describe("POST /api/newsletter", () => {
  const shop = setUpTestApp();
  const subscribe = (email: string) => shop.api().newsletter.$post({ json: { email } });

  it("subscribes a new address", async () => {
    const response = await subscribe("  meera.iyer@example.com ");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ subscribed: true, alreadySubscribed: false });
    expect(await countSubscribers(shop.db, "meera.iyer@example.com")).toBe(1);
  });

  it("refuses an invalid address with the form's message and stores nothing", async () => {
    const response = await subscribe("not-an-email");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { message: "Please enter a valid email address", fields: { email: "Please enter a valid email address" } } });
    expect(await countSubscribers(shop.db, "not-an-email")).toBe(0);
  });

  it("refuses in Hindi when the request asks for Hindi, as a Hindi page's browser code does", async () => {
    const response = await shop.request("POST", "/api/newsletter", { body: { email: "not-an-email" }, headers: { "Accept-Language": "hi" } });
    expect(response.status).toBe(400);
    const hindi = "कृपया सही ईमेल पता डालें";
    expect(await response.json()).toEqual({ error: { message: expect.stringContaining(hindi), fields: { email: expect.stringContaining(hindi) } } });
    // A browser's own list that merely includes Hindi gets the shop's default, English.
    const english = await shop.request("POST", "/api/newsletter", { body: { email: "not-an-email" }, headers: { "Accept-Language": "en-IN,en;q=0.9,hi;q=0.8" } });
    expect((await english.json()).error.message).toBe("Please enter a valid email address");
  });

  it("answers a repeat in another case with 'You're already subscribed' and keeps one row", async () => {
    await subscribe("ravi.kumar@example.com");
    const repeat = await subscribe("Ravi.Kumar@EXAMPLE.com");
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ alreadySubscribed: true, message: "You're already subscribed" });
    expect(await countSubscribers(shop.db, "ravi.kumar@example.com")).toBe(1);
  });

  it("keeps one row when the same address signs up twice at once", async () => {
    const results = await Promise.all(["asha@example.com", "ASHA@example.com", "Asha@Example.com"].map(subscribe));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect(await countSubscribers(shop.db, "asha@example.com")).toBe(1);
  });

  it("refuses a sign-up from another origin", async () => {
    const response = await shop.request("POST", "/api/newsletter", { body: { email: "x@example.com" }, headers: { Origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });

  it("limits sign-ups from one client address, with a clear 429, and other addresses go on", async () => {
    const fromAddress = (address: string, email: string) =>
      shop.app.request(
        "/api/newsletter",
        { method: "POST", headers: { Origin: shop.origin, "Content-Type": "application/json" }, body: JSON.stringify({ email }) },
        { incoming: { socket: { remoteAddress: address } } },
      );
    for (let attempt = 1; attempt <= NEWSLETTER_LIMIT.max; attempt += 1) {
      expect((await fromAddress("203.0.113.50", `list-${attempt}@example.com`)).status).toBe(201);
    }
    const refused = await fromAddress("203.0.113.50", "one-too-many@example.com");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).not.toBeNull();
    expect(await countSubscribers(shop.db, "one-too-many@example.com")).toBe(0);
    expect((await fromAddress("203.0.113.51", "neighbour@example.com")).status).toBe(201);
  });
});
