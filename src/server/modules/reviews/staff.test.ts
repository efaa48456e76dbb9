import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { reviews } from "~/server/db/schema/reviews";
import { readReviewPage } from "~/server/test/reviews";
import type { TestApp } from "~/server/test/app";
import { setUpOnce, setUpTestApp } from "~/server/test/set-up";
import { signUpStaff } from "~/server/test/users";

describe("staff hide and show reviews", () => {
  const shop = setUpTestApp();
  const staff = setUpOnce(() => signUpStaff(shop));
  const unfair = setUpOnce(() => twoReviewsOfTheDal(shop));

  const staffReviews = () => shop.api(staff).admin.reviews;
  const publicSummary = async () => {
    const body = await readReviewPage(shop, "3");
    return { count: body.count, average: body.average, ratings: body.reviews.map((review) => review.rating) };
  };

  it("lists reviews newest first, with product and reviewer", async () => {
    const response = await staffReviews().$get({ query: {} });
    const { rows } = await response.json();
    expect(rows.map((row) => [row.reviewerName, row.productName, row.rating, row.hiddenAt])).toEqual([
      ["Troll Account", "Organic Arhar Dal 500gm", 1, null],
      ["Sunita Rao", "Organic Arhar Dal 500gm", 5, null],
    ]);
  });

  it("takes a hidden review out of the public list, count and average, and puts it back when shown", async () => {
    expect(await publicSummary()).toEqual({ count: 2, average: 3, ratings: [1, 5] });

    const hide = await staffReviews()[":id"].hide.$post({ param: { id: unfair.id } });
    expect(hide.status).toBe(200);
    expect((await hide.json()).hiddenAt).not.toBeNull();
    expect(await publicSummary()).toEqual({ count: 1, average: 5, ratings: [5] });

    // Hiding twice changes nothing and records nothing more.
    await staffReviews()[":id"].hide.$post({ param: { id: unfair.id } });
    const unhide = await staffReviews()[":id"].unhide.$post({ param: { id: unfair.id } });
    expect((await unhide.json()).hiddenAt).toBeNull();
    expect(await publicSummary()).toEqual({ count: 2, average: 3, ratings: [1, 5] });

    const audit = await shop.db.select().from(auditLog).where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, unfair.id)));
    expect(audit.map((row) => [row.action, row.actorUserId, row.before, row.after])).toEqual(
      expect.arrayContaining([
        ["review.hide", staff.id, { hidden: false, productId: "3", rating: 1 }, { hidden: true, productId: "3", rating: 1 }],
        ["review.unhide", staff.id, { hidden: true, productId: "3", rating: 1 }, { hidden: false, productId: "3", rating: 1 }],
      ]),
    );
    expect(audit).toHaveLength(2);
  });

  it("answers 404 for an unknown review", async () => {
    const response = await staffReviews()[":id"].hide.$post({ param: { id: "00000000-0000-4000-8000-000000000000" } });
    expect(response.status).toBe(404);
  });
});

/** A fair review and an unfair one of the arhar dal (product 3); returns the unfair one. */
async function twoReviewsOfTheDal(shop: TestApp) {
  const fan = await shop.signUp({ name: "Sunita Rao" });
  const troll = await shop.signUp({ name: "Troll Account" });
  await shop.db.insert(reviews).values({ userId: fan.id, productId: "3", rating: 5, reviewText: "Cooks soft", createdAt: new Date("2026-02-01T10:00:00Z") });
  const [unfair] = await shop.db.insert(reviews).values({ userId: troll.id, productId: "3", rating: 1, reviewText: "spam spam", createdAt: new Date("2026-02-02T10:00:00Z") }).returning();
  return unfair!;
}
