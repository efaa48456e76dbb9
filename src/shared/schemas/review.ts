import { z } from "zod";
import { RATING_REQUIRED_MESSAGE, REVIEW_TEXT_MAX } from "../form-fields";

// One schema for the review form and the PUT body, so both answer with the same words.

export { RATING_REQUIRED_MESSAGE, RATING_REQUIRED_TITLE, REVIEW_TEXT_MAX } from "../form-fields";
export const REVIEW_TEXT_TOO_LONG_MESSAGE = `Review must be less than ${REVIEW_TEXT_MAX} characters`;
export const PRODUCT_NOT_FOUND_MESSAGE = "Product not found";

export const reviewSchema = z.object({
  // Whole stars only: 2.5, 0 and 6 are refused with the same message as a missing rating.
  rating: z.number({ error: RATING_REQUIRED_MESSAGE }).int(RATING_REQUIRED_MESSAGE).min(1, RATING_REQUIRED_MESSAGE).max(5, RATING_REQUIRED_MESSAGE),
  // Trimmed first, then measured; empty or whitespace-only is stored as null.
  reviewText: z
    .string()
    .trim()
    .max(REVIEW_TEXT_MAX, REVIEW_TEXT_TOO_LONG_MESSAGE)
    .nullish()
    .transform((text) => (text ? text : null)),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewValues = z.output<typeof reviewSchema>;

/** One review as anyone may read it: no e-mail, no user id. */
export type ReviewView = {
  id: string;
  rating: number;
  reviewText: string | null;
  /** When the review was last written (ISO): a changed review counts as new. */
  date: string;
  /** The profile's full name, or 'Anonymous User'. */
  reviewerName: string;
  /** First letter of the full name upper-cased, or 'U' when there is no name. */
  avatarLetter: string;
  /** The reviewer has a delivered order holding the product: shown as "Verified purchase". */
  verifiedPurchase: boolean;
};

export type ReviewSummary = {
  count: number;
  /** Rounded to one decimal; null when there are no reviews. */
  average: number | null;
};

export type ReviewPage = ReviewSummary & {
  reviews: ReviewView[];
  /** Pass back as ?cursor= for the next page; null on the last page. */
  nextCursor: string | null;
};
