import { useQueryClient } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { DeferredDialogButton, deferredDialog } from "~/client/components/ui/deferred-dialog";

// The dialog, tabs, list and form load on first use (or when the pointer or focus reaches the
// button), not with the shop page.
const reviews = deferredDialog(() => import("./reviews-dialog-content"));

type ReviewsDialogProps = { productId: string; productName: string };

/** The product card's reviews button and dialog: read everyone's reviews, or write your own. */
export function ReviewsDialog({ productId, productName }: ReviewsDialogProps) {
  const queryClient = useQueryClient();
  // The reviews are fetched while the dialog's code loads, not after.
  const prefetchReviews = () =>
    void import("../api/get-reviews").then(({ reviewsQueryOptions }) => queryClient.prefetchInfiniteQuery(reviewsQueryOptions(productId)));
  return (
    <DeferredDialogButton
      dialog={reviews}
      dialogProps={{ productId, productName }}
      onOpen={prefetchReviews}
      className="inline-flex min-h-8 items-center gap-1 rounded-md px-1.5 text-sm font-semibold text-leaf-700 underline-offset-2 hover:underline"
    >
      <MessageSquareText aria-hidden="true" className="size-4" />
      Reviews<span className="sr-only"> for {productName}</span>
    </DeferredDialogButton>
  );
}
