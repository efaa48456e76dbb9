import { Briefcase } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { DialogOpener, useDialogOpener } from "~/client/components/ui/deferred-dialog";

// The dialog, its form and zod load on first use, keeping the home page's first load small.
const loadContent = () => import("./enquiry-dialog-content");
const EnquiryDialogContent = lazy(loadContent);

/** The floating Business Enquiry button of the home page and its dialog. */
export function EnquiryDialog() {
  const [open, setOpen] = useState(false);
  const { opener, onCloseAutoFocus } = useDialogOpener();
  return (
    <>
      <DialogOpener
        ref={opener}
        open={open}
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadContent()}
        onFocus={() => void loadContent()}
        className="flex items-center gap-2 rounded-full bg-leaf-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-leaf-800"
      >
        <Briefcase aria-hidden="true" className="size-4" />
        Business Enquiry
      </DialogOpener>
      {open && (
        <Suspense fallback={null}>
          <EnquiryDialogContent onOpenChange={setOpen} onCloseAutoFocus={onCloseAutoFocus} />
        </Suspense>
      )}
    </>
  );
}
