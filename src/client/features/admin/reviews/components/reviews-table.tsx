import { useState } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { useAdminReviews } from "../api/get-reviews";
import { useSetReviewHidden } from "../api/set-review-hidden";
import { errorText } from "~/client/lib/format";
import { formatDateTime } from "~/shared/format";
import { Pager } from "~/client/components/ui/pager";

export function ReviewsTable() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useAdminReviews(page);
  const setHidden = useSetReviewHidden();
  if (isPending) return <p>Loading…</p>;
  if (isError) return <p role="alert">The reviews could not be loaded.</p>;
  if (data.rows.length === 0) return <p>No reviews yet.</p>;
  const toggle = (id: string, hidden: boolean) =>
    setHidden.mutate(
      { id, hidden },
      {
        onSuccess: () => toast.success(hidden ? "Review hidden" : "Review shown", { description: hidden ? "It no longer counts in the product's rating." : "It counts in the product's rating again." }),
        onError: (error) => toast.error("Could not change the review", { description: errorText(error) }),
      },
    );
  return (
    <>
      <ul className="space-y-3">
        {data.rows.map((review) => (
          <li key={review.id} className="rounded-lg border border-earth-900/15 bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-semibold">
                  {review.productName} · {review.rating} of 5 stars
                  {review.hiddenAt ? <span className="ml-2 rounded-full bg-gray-200 px-2 py-0.5 text-xs">Hidden</span> : null}
                </p>
                <p className="text-sm text-earth-900/80">
                  {review.reviewerName} ({review.reviewerEmail}) · {formatDateTime(review.createdAt)}
                </p>
              </div>
              <Button variant={review.hiddenAt ? "outline" : "destructive"} size="sm" disabled={setHidden.isPending} onClick={() => toggle(review.id, !review.hiddenAt)}>
                {review.hiddenAt ? "Show" : "Hide"}
              </Button>
            </div>
            {review.reviewText ? <p className="mt-2 whitespace-pre-line break-words">{review.reviewText}</p> : null}
          </li>
        ))}
      </ul>
      <Pager page={data.page} hasMore={data.hasMore} onPage={setPage} label="Review pages" />
    </>
  );
}
