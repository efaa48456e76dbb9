import { useQueryClient } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/client/components/ui/dialog";

// The tabs, list and form (with react-hook-form and zod) load on first use, not with the shop page.
const loadPanel = () => import("./reviews-panel");
const ReviewsPanel = lazy(loadPanel);

type ReviewsDialogProps = { productId: string; productName: string };

/** The product card's reviews button and dialog: read everyone's reviews, or write your own. */
export function ReviewsDialog({ productId, productName }: ReviewsDialogProps) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();

  function changeOpen(next: boolean) {
    // The reviews are fetched while the panel's code loads, not after.
    if (next) void import("../api/get-reviews").then(({ reviewsQueryOptions }) => queryClient.prefetchInfiniteQuery(reviewsQueryOptions(productId)));
    setOpen(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="inline-flex min-h-8 items-center gap-1 rounded-md px-1.5 text-sm font-semibold text-leaf-700 underline-offset-2 hover:underline"
      >
        <MessageSquareText aria-hidden="true" className="size-4" />
        Reviews<span className="sr-only"> for {productName}</span>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogTitle className="pr-8">{productName}</DialogTitle>
        <DialogDescription>Customer reviews and ratings</DialogDescription>
        {open && (
          <Suspense fallback={<p className="mt-6 text-center text-earth-900/80">Loading reviews...</p>}>
            <ReviewsPanel productId={productId} productName={productName} />
          </Suspense>
        )}
      </DialogContent>
    </Dialog>
  );
}
