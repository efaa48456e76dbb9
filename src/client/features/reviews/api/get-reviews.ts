import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ReviewPage } from "~/shared/schemas/review";
import { apiRequest } from "~/client/lib/api";

export const reviewsQueryKey = (productId: string) => ["reviews", productId] as const;

/** One page of a product's reviews (20), newest first, with the count and average of all of them. */
export function getReviewsPage(productId: string, cursor?: string): Promise<ReviewPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  return apiRequest("GET", `/products/${encodeURIComponent(productId)}/reviews${query}`);
}

export const reviewsQueryOptions = (productId: string) =>
  infiniteQueryOptions({
    queryKey: reviewsQueryKey(productId),
    queryFn: ({ pageParam }) => getReviewsPage(productId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useReviews(productId: string) {
  return useInfiniteQuery(reviewsQueryOptions(productId));
}
