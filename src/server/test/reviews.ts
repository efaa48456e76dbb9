import type { ReviewInput } from "~/shared/schemas/review";
import { bodyOf } from "./answers";
import type { TestApp } from "./app";
import type { TestUser } from "./users";

/** One page of a product's public reviews, as anyone reads it. */
export function readReviewPage(shop: TestApp, productId: string, cursor?: string) {
  return bodyOf(shop.api().products[":productId"].reviews.$get({ param: { productId }, query: cursor ? { cursor } : {} }));
}

export type ReviewPageBody = Awaited<ReturnType<typeof readReviewPage>>;

/** The shopper's own review of a product, written or replaced. */
export function submitReview(shop: TestApp, user: Pick<TestUser, "cookie">, productId: string, body: ReviewInput) {
  return shop.api(user).products[":productId"].reviews.mine.$put({ param: { productId }, json: body });
}
