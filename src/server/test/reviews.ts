import { expect } from "vitest";
import type { ReviewInput } from "~/shared/schemas/review";
import type { TestApp } from "./app";
import type { TestUser } from "./users";

/** One page of a product's public reviews, as anyone reads it. */
export async function readReviewPage(shop: TestApp, productId: string, cursor?: string) {
  const response = await shop.api().products[":productId"].reviews.$get({ param: { productId }, query: cursor ? { cursor } : {} });
  expect(response.status).toBe(200);
  return response.json();
}

export type ReviewPageBody = Awaited<ReturnType<typeof readReviewPage>>;

/** The shopper's own review of a product, written or replaced. */
export function submitReview(shop: TestApp, user: Pick<TestUser, "cookie">, productId: string, body: ReviewInput) {
  return shop.api(user).products[":productId"].reviews.mine.$put({ param: { productId }, json: body });
}
