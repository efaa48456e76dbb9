import { Trans } from "@lingui/react/macro";
import { MessageSquareText } from "lucide-react";
import { LazyDialogButton } from "~/client/components/ui/lazy-dialog-button";

type ReviewsDialogProps = { productId: string; productName: string };

/** The product card's reviews button and dialog: read everyone's reviews, or write your own. */
export function ReviewsDialog({ productId, productName }: ReviewsDialogProps) {
  return (
    <LazyDialogButton
      load={() => import("./reviews-dialog-content")}
      dialogProps={{ productId, productName }}
      className="inline-flex min-h-8 items-center gap-1 rounded-md px-1.5 text-sm font-semibold text-leaf-700 underline-offset-2 hover:underline"
    >
      <MessageSquareText aria-hidden="true" className="size-4" />
      <Trans>
        Reviews<span className="sr-only"> for {productName}</span>
      </Trans>
    </LazyDialogButton>
  );
}
