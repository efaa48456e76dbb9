import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "~/server/db/schema/newsletter";
import { createTestApp, type TestApp, type TestUser } from "~/server/test/app";
import { signUpStaff } from "~/server/modules/admin/test-support";
import type { Subscriber } from "./staff-service";

describe("newsletter subscribers in the back office", () => {
  let shop: TestApp;
  let staff: TestUser;
  beforeAll(async () => {
    shop = await createTestApp();
    staff = await signUpStaff(shop);
    await shop.db.insert(newsletterSubscribers).values([
      { email: "early@example.com", createdAt: new Date("2026-01-01T10:00:00Z") },
      { email: "later@example.com", createdAt: new Date("2026-02-01T10:00:00Z") },
      { email: "+sum(a1)@example.com", createdAt: new Date("2026-03-01T10:00:00Z") },
    ]);
  });
  afterAll(() => shop.close());

  it("lists them newest first with the total", async () => {
    const response = await shop.request("GET", "/api/admin/subscribers", { cookie: staff.cookie });
    const body = (await response.json()) as { rows: Subscriber[]; total: number };
    expect(body.total).toBe(3);
    expect(body.rows.map((row) => row.email)).toEqual(["+sum(a1)@example.com", "later@example.com", "early@example.com"]);
  });

  it("downloads them as CSV", async () => {
    const response = await shop.request("GET", "/api/admin/subscribers/csv", { cookie: staff.cookie });
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="newsletter-subscribers.csv"');
    expect(await response.text()).toBe(
      "email,subscribed_at\r\n'+sum(a1)@example.com,2026-03-01T10:00:00.000Z\r\nlater@example.com,2026-02-01T10:00:00.000Z\r\nearly@example.com,2026-01-01T10:00:00.000Z\r\n",
    );
  });
});
