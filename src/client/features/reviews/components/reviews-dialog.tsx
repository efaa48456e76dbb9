import { useQueryClient } from "@tanstack/react-query";
import { MessageSquareText } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { DialogOpener, useDialogOpener } from "~/client/components/ui/deferred-dialog";

// The dialog, tabs, list and form load on first use (or when the pointer or focus reaches the
// button), not with the shop page.
const loadContent = () => import("./reviews-dialog-content");
const ReviewsDialogContent = lazy(loadContent);

type ReviewsDialogProps = { productId: string; productName: string };

/** The product card's reviews button and dialog: read everyone's reviews, or write your own. */
export function ReviewsDialog({ productId, productName }: ReviewsDialogProps) {
  const [open, setOpen] = useState(false);
  const { opener, onCloseAutoFocus } = useDialogOpener();
  const queryClient = useQueryClient();

  function openReviews() {
    // The reviews are fetched while the dialog's code loads, not after.
    void import("../api/get-reviews").then(({ reviewsQueryOptions }) => queryClient.prefetchInfiniteQuery(reviewsQueryOptions(productId)));
    setOpen(true);
  }

  return (
    <>
      <DialogOpener
        ref={opener}
        open={open}
        onClick={openReviews}
        onPointerEnter={() => void loadContent()}
        onFocus={() => void loadContent()}
        className="inline-flex min-h-8 items-center gap-1 rounded-md px-1.5 text-sm font-semibold text-leaf-700 underline-offset-2 hover:underline"
      >
        <MessageSquareText aria-hidden="true" className="size-4" />
        Reviews<span className="sr-only"> for {productName}</span>
      </DialogOpener>
      {open && (
        <Suspense fallback={null}>
          <ReviewsDialogContent productId={productId} productName={productName} onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      )}
    </>
  );
}
