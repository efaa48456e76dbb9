import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { RatingStars } from "~/client/components/ui/rating-stars";
import { Button } from "~/client/components/ui/button";
import { formatContentDate } from "~/shared/format";
import { langOfI18n } from "~/client/lib/i18n/page-i18n";
import type { ReviewView } from "~/shared/schemas/review";
import { useReviews } from "../api/get-reviews";

/** 'Loading reviews...', the empty message, or the average and the reviews, newest first. */
export function ReviewList({ productId }: { productId: string }) {
  const { t } = useLingui();
  const reviews = useReviews(productId);

  // A failed load is logged, not shown (docs/product-rules.md#errors-and-toasts).
  useEffect(() => {
    if (reviews.error) console.error("Could not load reviews", reviews.error);
  }, [reviews.error]);

  if (reviews.isPending) return <p className="py-6 text-center text-earth-900/80">{t`Loading reviews...`}</p>;

  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];
  if (!first || first.count === 0 || items.length === 0) {
    return <p className="py-6 text-center text-earth-900/80">{t`No reviews yet. Be the first to review!`}</p>;
  }

  const average = first.average ?? 0;
  const count = first.count;
  return (
    <div>
      <section aria-label={t`Average rating`} className="flex items-center gap-3 rounded-lg bg-mustard-50 p-4">
        <p className="text-3xl font-bold text-earth-900">{average.toFixed(1)}</p>
        <div>
          <RatingStars rating={average} className="size-5" />
          <p className="text-sm text-earth-900/80">{t`Based on ${plural(count, { one: "# review", other: "# reviews" })}`}</p>
        </div>
      </section>
      <ul className="mt-4 divide-y divide-mustard-100" aria-label={t`Reviews`}>
        {items.map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {reviews.hasNextPage && (
        <div className="mt-4 text-center">
          <Button variant="outline" size="sm" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage} aria-busy={reviews.isFetchingNextPage}>
            {reviews.isFetchingNextPage ? t`Loading...` : t`Show more reviews`}
          </Button>
        </div>
      )}
    </div>
  );
}

function ReviewItem({ review }: { review: ReviewView }) {
  const { t, i18n } = useLingui();
  return (
    <li className="flex gap-3 py-4">
      <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-leaf-700 font-bold text-white">
        {review.avatarLetter}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <p className="font-semibold text-earth-900">{review.reviewerName}</p>
          <time dateTime={review.date} className="text-xs text-earth-900/70">
            {formatContentDate(review.date, langOfI18n(i18n))}
          </time>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RatingStars rating={review.rating} />
          {review.verifiedPurchase && <span className="rounded-full bg-leaf-50 px-2 py-0.5 text-xs font-semibold text-leaf-800">{t`Verified purchase`}</span>}
        </div>
        {/* Plain text: React escapes it, so whatever a reviewer typed shows as typed and never runs. */}
        {review.reviewText && <p className="mt-1 whitespace-pre-line break-words text-sm text-earth-900">{review.reviewText}</p>}
      </div>
    </li>
  );
}
