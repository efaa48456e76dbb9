import { useLingui } from "@lingui/react/macro";
import type { FieldErrors } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { PHONE_INPUT_MAX } from "~/shared/schemas/common";
import { quickEnquirySchema, REQUIRED_FIELDS_MESSAGE, type QuickEnquiry, type QuickEnquiryInput } from "~/shared/schemas/enquiry";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { useWhatsappForm } from "../use-whatsapp-form";

const empty: QuickEnquiryInput = { name: "", email: "", phone: "", message: "" };

// Goes to the shop's staff on WhatsApp: in English whatever the page's language.
export function quickEnquiryText(enquiry: QuickEnquiry) {
  return ["Business Enquiry", `Name: ${enquiry.name}`, `Email: ${enquiry.email}`, `Phone: ${enquiry.phone}`, enquiry.message && `Message: ${enquiry.message}`];
}

/** The home page's short enquiry: name, email, phone and an optional message. */
export default function QuickEnquiryForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const { errors, field, submit } = useWhatsappForm(quickEnquirySchema, empty, quickEnquiryText, () => {
    toast.success(t`Enquiry Submitted!`, { description: t`We'll get back to you soon regarding your business enquiry.` });
    onDone();
  });
  // A missing field is said once, in a toast; a wrongly typed one is said under its field.
  const message = (name: keyof QuickEnquiryInput) => (errors[name]?.message === REQUIRED_FIELDS_MESSAGE ? undefined : errors[name]?.message);
  const onInvalid = (invalid: FieldErrors<QuickEnquiryInput>) => {
    if (Object.values(invalid).some((error) => error?.message === REQUIRED_FIELDS_MESSAGE)) {
      toast.error(t`Missing Information`, { description: REQUIRED_FIELDS_MESSAGE });
    }
  };

  return (
    <form noValidate onSubmit={submit(onInvalid)} className="mt-4 grid gap-3">
      <FormField id="quick-name" label={t`Name`} required error={message("name")} autoComplete="name" {...field("name")} />
      <FormField id="quick-email" label={t`Email`} required error={message("email")} type="email" autoComplete="email" {...field("email")} />
      <FormField id="quick-phone" label={t`Phone`} required error={message("phone")} type="tel" inputMode="tel" maxLength={PHONE_INPUT_MAX} autoComplete="tel-national" {...field("phone")} />
      <FormField multiline id="quick-message" label={t`Message (optional)`} error={message("message")} {...field("message")} />
      <Button type="submit" size="lg">
        {t`Send Enquiry`}
      </Button>
    </form>
  );
}
