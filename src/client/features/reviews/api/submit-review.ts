import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewValues } from "~/shared/schemas/review";
import { api, call } from "~/client/lib/api";
import { reviewsQueryKey } from "./get-reviews";

/** Writes the shopper's one review of the product; a second submission replaces the first. */
export function submitReview(productId: string, values: ReviewValues) {
  return call(api.products[":productId"].reviews.mine.$put({ param: { productId: encodeURIComponent(productId) }, json: values }));
}

export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ReviewValues) => submitReview(productId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey(productId) }),
  });
}
