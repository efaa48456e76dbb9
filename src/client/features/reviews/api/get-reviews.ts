import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, call } from "~/client/lib/api";

export const reviewsQueryKey = (productId: string) => ["reviews", productId] as const;

/** One page of a product's reviews (20), newest first, with the count and average of all of them. */
export function getReviewsPage(productId: string, cursor?: string) {
  return call(api.products[":productId"].reviews.$get({ param: { productId: encodeURIComponent(productId) }, query: cursor ? { cursor } : {} }));
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
