import { useLingui } from "@lingui/react/macro";
import { Briefcase } from "lucide-react";
import { LazyDialogButton } from "~/client/components/ui/lazy-dialog-button";

/** The floating Business Enquiry button of the home page and its dialog (with its form and zod). */
export function EnquiryDialog() {
  const { t } = useLingui();
  return (
    <LazyDialogButton
      load={() => import("./enquiry-dialog-content")}
      dialogProps={{}}
      className="flex size-12 items-center justify-center gap-2 rounded-full bg-leaf-700 text-sm font-semibold text-white shadow-lg hover:bg-leaf-800 sm:size-auto sm:px-4 sm:py-3"
    >
      <Briefcase aria-hidden="true" className="size-5 sm:size-4" />
      {/* Icon only on phones, where the words would cover the page's own buttons; the name stays for screen readers. */}
      <span className="sr-only sm:not-sr-only">{t`Business Enquiry`}</span>
    </LazyDialogButton>
  );
}
