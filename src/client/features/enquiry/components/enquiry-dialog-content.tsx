import { useLingui } from "@lingui/react/macro";
import type { LazyDialogProps } from "~/client/components/ui/lazy-dialog-button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";
import QuickEnquiryForm from "./quick-enquiry-form";

/** The Business Enquiry dialog with its form (and zod), loaded on first open (enquiry-dialog.tsx). */
export default function EnquiryDialogContent({ onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t`Business Enquiry`}</DialogTitle>
        <DialogDescription>{t`Bulk orders and white labelling: leave your details and we will reply on WhatsApp.`}</DialogDescription>
        <QuickEnquiryForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
