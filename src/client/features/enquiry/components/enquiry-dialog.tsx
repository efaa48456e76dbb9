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
      className="flex items-center gap-2 rounded-full bg-leaf-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-leaf-800"
    >
      <Briefcase aria-hidden="true" className="size-4" />
      Business Enquiry
    </DeferredDialogButton>
  );
}
