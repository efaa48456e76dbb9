import { useLingui } from "@lingui/react/macro";
import type { FieldErrors } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { ALL_FIELDS_MESSAGE, contactSchema, type ContactInput, type ContactMessage } from "~/shared/schemas/contact";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { useWhatsappForm } from "../use-whatsapp-form";

const empty: ContactInput = { name: "", email: "", phone: "", message: "" };

// Goes to the shop's staff on WhatsApp: in English whatever the page's language.
export function contactText(message: ContactMessage) {
  return ["Contact Message", `Name: ${message.name}`, `Email: ${message.email}`, `Phone: ${message.phone}`, `Message: ${message.message}`];
}

/** The contact page's message form: all four fields required (docs/product-rules.md#enquiry-and-contact-forms), sent through WhatsApp. */
export function ContactForm() {
  const { t } = useLingui();
  const { errors, field, submit } = useWhatsappForm(contactSchema, empty, contactText, () => toast.success(t`Redirecting to WhatsApp...`));
  const onInvalid = (invalid: FieldErrors<ContactInput>) => {
    // Any empty field is said with the form's one message ('Please fill in all fields'); otherwise the first field's own message.
    const messages = Object.values(invalid).map((error) => error?.message);
    toast.error(messages.includes(ALL_FIELDS_MESSAGE) ? ALL_FIELDS_MESSAGE : (messages.find(Boolean) ?? ALL_FIELDS_MESSAGE));
  };

  return (
    <form noValidate onSubmit={submit(onInvalid)} aria-label={t`Send us a message`} className="grid gap-4">
      <FormField id="contact-name" label={t`Name`} required error={errors.name?.message} autoComplete="name" {...field("name")} />
      <FormField id="contact-email" label={t`Email`} required error={errors.email?.message} type="email" autoComplete="email" {...field("email")} />
      <FormField id="contact-phone" label={t`Phone`} required error={errors.phone?.message} type="tel" inputMode="tel" maxLength={15} autoComplete="tel" {...field("phone")} />
      <FormField multiline id="contact-message" label={t`Message`} required error={errors.message?.message} {...field("message")} />
      <Button type="submit" size="lg">
        {t`Send Message`}
      </Button>
    </form>
  );
}
