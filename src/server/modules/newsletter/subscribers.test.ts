import { describe, expect, it } from "vitest";
import { newsletterSubscribers } from "~/server/db/schema/newsletter";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";

describe("newsletter subscribers in the back office", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(async () => {
    await shop.db.insert(newsletterSubscribers).values([
      { email: "early@example.com", createdAt: new Date("2026-01-01T10:00:00Z") },
      { email: "later@example.com", createdAt: new Date("2026-02-01T10:00:00Z") },
      { email: "+sum(a1)@example.com", createdAt: new Date("2026-03-01T10:00:00Z") },
    ]);
    return signUpStaff(shop);
  });

  it("lists them newest first with the total", async () => {
    const response = await shop.api(staff).admin.subscribers.$get({ query: {} });
    const body = await response.json();
    expect(body.total).toBe(3);
    expect(body.rows.map((row) => row.email)).toEqual(["+sum(a1)@example.com", "later@example.com", "early@example.com"]);
  });

  it("downloads them as CSV", async () => {
    const response = await shop.api(staff).admin.subscribers.csv.$get();
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="newsletter-subscribers.csv"');
    expect(await response.text()).toBe(
      "email,subscribed_at\r\n'+sum(a1)@example.com,2026-03-01T10:00:00.000Z\r\nlater@example.com,2026-02-01T10:00:00.000Z\r\nearly@example.com,2026-01-01T10:00:00.000Z\r\n",
    );
  });
});
