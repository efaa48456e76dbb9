import { Briefcase } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/client/components/ui/dialog";

// The form (and zod with it) loads only when the dialog opens, keeping the home page's first load small.
const QuickEnquiryForm = lazy(() => import("./quick-enquiry-form"));

/** The floating Business Enquiry button of the home page and its dialog. */
export function EnquiryDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className="flex items-center gap-2 rounded-full bg-leaf-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-leaf-800">
        <Briefcase aria-hidden="true" className="size-4" />
        Business Enquiry
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Business Enquiry</DialogTitle>
        <DialogDescription>Bulk orders and white labelling: leave your details and we will reply on WhatsApp.</DialogDescription>
        <Suspense fallback={<p className="mt-4 text-sm">Loading form…</p>}>
          <QuickEnquiryForm onDone={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
