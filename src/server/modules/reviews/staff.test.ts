import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { reviews } from "~/server/db/schema/reviews";
import { createTestApp, type TestApp, type TestUser } from "~/server/test/app";
import type { AdminReview } from "./staff-service";
import { signUpStaff } from "~/server/modules/admin/test-support";

describe("staff hide and show reviews", () => {
  let shop: TestApp;
  let staff: TestUser;
  let unfairId: string;
  beforeAll(async () => {
    shop = await createTestApp();
    staff = await signUpStaff(shop);
    const fan = await shop.signUp({ name: "Sunita Rao" });
    const troll = await shop.signUp({ name: "Troll Account" });
    await shop.db.insert(reviews).values({ userId: fan.id, productId: "3", rating: 5, reviewText: "Cooks soft", createdAt: new Date("2026-02-01T10:00:00Z") });
    const [unfair] = await shop.db.insert(reviews).values({ userId: troll.id, productId: "3", rating: 1, reviewText: "spam spam", createdAt: new Date("2026-02-02T10:00:00Z") }).returning();
    unfairId = unfair!.id;
  });
  afterAll(() => shop.close());

  const publicSummary = async () => {
    const response = await shop.request("GET", "/api/products/3/reviews");
    const body = (await response.json()) as { count: number; average: number | null; reviews: { rating: number }[] };
    return { count: body.count, average: body.average, ratings: body.reviews.map((review) => review.rating) };
  };

  it("lists reviews newest first, with product and reviewer", async () => {
    const response = await shop.request("GET", "/api/admin/reviews", { cookie: staff.cookie });
    const { rows } = (await response.json()) as { rows: AdminReview[] };
    expect(rows.map((row) => [row.reviewerName, row.productName, row.rating, row.hiddenAt])).toEqual([
      ["Troll Account", "Organic Arhar Dal 500gm", 1, null],
      ["Sunita Rao", "Organic Arhar Dal 500gm", 5, null],
    ]);
  });

  it("takes a hidden review out of the public list, count and average, and puts it back when shown", async () => {
    expect(await publicSummary()).toEqual({ count: 2, average: 3, ratings: [1, 5] });

    const hide = await shop.request("POST", `/api/admin/reviews/${unfairId}/hide`, { cookie: staff.cookie });
    expect(hide.status).toBe(200);
    expect(((await hide.json()) as { hiddenAt: string | null }).hiddenAt).not.toBeNull();
    expect(await publicSummary()).toEqual({ count: 1, average: 5, ratings: [5] });

    // Hiding twice changes nothing and records nothing more.
    await shop.request("POST", `/api/admin/reviews/${unfairId}/hide`, { cookie: staff.cookie });
    const unhide = await shop.request("POST", `/api/admin/reviews/${unfairId}/unhide`, { cookie: staff.cookie });
    expect(((await unhide.json()) as { hiddenAt: string | null }).hiddenAt).toBeNull();
    expect(await publicSummary()).toEqual({ count: 2, average: 3, ratings: [1, 5] });

    const audit = await shop.db.select().from(auditLog).where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, unfairId)));
    expect(audit.map((row) => [row.action, row.actorUserId, row.before, row.after])).toEqual(
      expect.arrayContaining([
        ["review.hide", staff.id, { hidden: false, productId: "3", rating: 1 }, { hidden: true, productId: "3", rating: 1 }],
        ["review.unhide", staff.id, { hidden: true, productId: "3", rating: 1 }, { hidden: false, productId: "3", rating: 1 }],
      ]),
    );
    expect(audit).toHaveLength(2);
  });

  it("answers 404 for an unknown review", async () => {
    const response = await shop.request("POST", "/api/admin/reviews/00000000-0000-4000-8000-000000000000/hide", { cookie: staff.cookie });
    expect(response.status).toBe(404);
  });
});
