import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { MessageDescriptor } from "@lingui/core";
import { toast } from "~/client/lib/toast";
import { PHONE_INPUT_MAX } from "~/shared/schemas/common";
import { businessEnquirySchema, type BusinessEnquiry, type BusinessEnquiryInput } from "~/shared/schemas/enquiry";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { useWhatsappForm } from "../use-whatsapp-form";

const empty: BusinessEnquiryInput = { name: "", contact: "", email: "", products: "", quantity: "", business: "", city: "", pincode: "", message: "" };

// Goes to the shop's staff on WhatsApp: in English whatever the page's language.
export function businessEnquiryText(enquiry: BusinessEnquiry) {
  return [
    "Business Enquiry",
    `Name: ${enquiry.name}`,
    `Contact: ${enquiry.contact}`,
    `Email: ${enquiry.email}`,
    `Products: ${enquiry.products}`,
    `Quantity: ${enquiry.quantity}`,
    `Business Type: ${enquiry.business}`,
    `City/State: ${enquiry.city}`,
    `Pincode: ${enquiry.pincode}`,
    enquiry.message && `Message: ${enquiry.message}`,
  ];
}

type FieldName = keyof BusinessEnquiryInput;
const textFields: { name: FieldName; label: MessageDescriptor; type?: string; inputMode?: "numeric" | "tel"; maxLength?: number; autoComplete?: string; wide?: boolean }[] = [
  { name: "name", label: msg`Full Name`, autoComplete: "name" },
  { name: "contact", label: msg`Contact Number`, type: "tel", inputMode: "tel", maxLength: PHONE_INPUT_MAX, autoComplete: "tel-national" },
  { name: "email", label: msg`Email`, type: "email", autoComplete: "email" },
  { name: "business", label: msg`Business Type`, autoComplete: "organization" },
  { name: "products", label: msg`Products Needed`, wide: true },
  { name: "quantity", label: msg`Quantity` },
  { name: "city", label: msg`City/State`, autoComplete: "address-level2" },
  { name: "pincode", label: msg`Pincode`, inputMode: "numeric", maxLength: 6, autoComplete: "postal-code" },
];

/** The full business enquiry (docs/product-rules.md#enquiry-and-contact-forms): errors sit under their field and clear when it is edited. */
export function BusinessEnquiryForm() {
  const { t, i18n } = useLingui();
  const { errors, field, submit } = useWhatsappForm(businessEnquirySchema, empty, businessEnquiryText, () =>
    toast.success(t`Enquiry Submitted`, { description: t`We'll get back to you soon!` }),
  );
  const onInvalid = () => toast.error(t`Validation Error`, { description: t`Please check the form for errors` });

  return (
    <form noValidate onSubmit={submit(onInvalid)} aria-label={t`Business enquiry`} className="grid gap-4 sm:grid-cols-2">
      {textFields.map(({ name, label, type = "text", inputMode, maxLength, autoComplete, wide }) => (
        <FormField key={name} id={`enquiry-${name}`} label={i18n._(label)} required error={errors[name]?.message} className={wide ? "sm:col-span-2" : undefined} type={type} inputMode={inputMode} maxLength={maxLength} autoComplete={autoComplete} {...field(name)} />
      ))}
      <FormField multiline id="enquiry-message" label={t`Message (optional)`} error={errors.message?.message} className="sm:col-span-2" {...field("message")} />
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" className="w-full sm:w-auto">
          {t`Submit Enquiry`}
        </Button>
      </div>
    </form>
  );
}
