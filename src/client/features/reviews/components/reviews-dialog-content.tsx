import { useLingui } from "@lingui/react/macro";
import type { LazyDialogProps } from "~/client/components/ui/lazy-dialog-button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";
import ReviewsPanel from "./reviews-panel";

type ReviewsDialogContentProps = LazyDialogProps & { productId: string; productName: string };

/** The reviews dialog with its tabs, list and form (react-hook-form, zod), loaded on first open (reviews-dialog.tsx). */
export default function ReviewsDialogContent({ productId, productName, onOpenChange, onCloseAutoFocus }: ReviewsDialogContentProps) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle className="pr-8">{productName}</DialogTitle>
        <DialogDescription>{t`Customer reviews and ratings`}</DialogDescription>
        <ReviewsPanel productId={productId} productName={productName} />
      </DialogContent>
    </Dialog>
  );
}
