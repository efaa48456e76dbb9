import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { pageWindow, toPage } from "~/server/db/paging";
import { users } from "~/server/db/schema/auth";
import { profiles } from "~/server/db/schema/customers";
import { reviews } from "~/server/db/schema/reviews";
import { notFound } from "~/server/http/errors";
import type { AdminPage } from "~/shared/schemas/admin-common";
import { recordAudit } from "../audit/service";
import { catalogueChanged, catalogueNames } from "../catalogue/service";

export type AdminReview = {
  id: string;
  productId: string;
  productName: string;
  rating: number;
  reviewText: string | null;
  reviewerName: string;
  reviewerEmail: string;
  hiddenAt: string | null;
  createdAt: string;
};

export async function listReviewsForStaff(db: Queryable, page: number): Promise<AdminPage<AdminReview>> {
  const rows = await db
    .select({ review: reviews, fullName: profiles.fullName, name: users.name, email: users.email })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  const names = await catalogueNames(db, rows.map(({ review }) => review.productId));
  return toPage(page, rows, ({ review, fullName, name, email }) => ({
    id: review.id,
    productId: review.productId,
    productName: names.get(review.productId) ?? review.productId,
    rating: review.rating,
    reviewText: review.reviewText,
    reviewerName: fullName || name || "Anonymous User",
    reviewerEmail: email,
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
  }));
}

/** Only a real change is made and audited: hiding a hidden review keeps its first hiding time. */
export async function setReviewHidden(db: Database, actorUserId: string, reviewId: string, hidden: boolean): Promise<{ hiddenAt: string | null }> {
  const result = await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(and(eq(reviews.id, reviewId), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
      .returning({ hiddenAt: reviews.hiddenAt, productId: reviews.productId, rating: reviews.rating });
    if (!changed) {
      const [existing] = await tx.select({ hiddenAt: reviews.hiddenAt }).from(reviews).where(eq(reviews.id, reviewId));
      if (!existing) throw notFound("Review not found");
      return { hiddenAt: existing.hiddenAt?.toISOString() ?? null };
    }
    await recordAudit(tx, {
      actorUserId,
      action: hidden ? "review.hide" : "review.unhide",
      entity: "review",
      entityId: reviewId,
      before: { hidden: !hidden, productId: changed.productId, rating: changed.rating },
      after: { hidden, productId: changed.productId, rating: changed.rating },
    });
    return { hiddenAt: changed.hiddenAt?.toISOString() ?? null };
  });
  // The product's rating on the shop's cards changes with it.
  catalogueChanged(db);
  return result;
}
