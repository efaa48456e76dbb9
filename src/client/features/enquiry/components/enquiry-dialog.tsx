import { Briefcase } from "lucide-react";
import { DeferredDialogButton, deferredDialog } from "~/client/components/ui/deferred-dialog";

// The dialog, its form and zod load on first use, keeping the home page's first load small.
const enquiry = deferredDialog(() => import("./enquiry-dialog-content"));

/** The floating Business Enquiry button of the home page and its dialog. */
export function EnquiryDialog() {
  return (
    <DeferredDialogButton
      dialog={enquiry}
      dialogProps={{}}
      className="flex size-12 items-center justify-center gap-2 rounded-full bg-leaf-700 text-sm font-semibold text-white shadow-lg hover:bg-leaf-800 sm:size-auto sm:px-4 sm:py-3"
    >
      <Briefcase aria-hidden="true" className="size-5 sm:size-4" />
      {/* Icon only on phones, where the words would cover the page's own buttons; the name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">Business Enquiry</span>
    </DeferredDialogButton>
  );
}
