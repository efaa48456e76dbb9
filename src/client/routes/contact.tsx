import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { brand } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { ContactForm } from "~/client/features/enquiry/components/contact-form";
import { Section } from "~/client/components/ui/section";

export const meta = () => pageMeta("Contact Us", "Call, e-mail or message us on WhatsApp. We are open Monday to Saturday, 9:00 AM to 6:00 PM.");

const contactDetails: { icon: LucideIcon; title: string; body: ReactNode }[] = [
  {
    icon: Phone,
    title: "Phone",
    body: (
      <a href={brand.phoneHref} className="underline">
        {brand.phoneDisplay}
      </a>
    ),
  },
  {
    icon: Mail,
    title: "Email",
    body: (
      <a href={`mailto:${brand.supportEmail}`} className="underline">
        {brand.supportEmail}
      </a>
    ),
  },
  { icon: MapPin, title: "Delivery", body: "Pan India shipping, same day delivery in Delhi-NCR" },
  {
    icon: Clock,
    title: "Business Hours",
    body: (
      <>
        Monday-Saturday 9:00 AM to 6:00 PM
        <br />
        Sunday closed
      </>
    ),
  },
];

export default function Page() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
      <section>
        <h1 className="text-3xl font-bold text-leaf-800">Get in Touch</h1>
        <p className="mt-3 text-earth-900/90">Questions about an order, a product or bulk buying? We read every message and reply within a working day.</p>
        <ul className="mt-6 space-y-4">
          {contactDetails.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 text-leaf-700" />
              <span>
                <span className="block font-semibold">{title}</span>
                {body}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <Section id="message" title="Send Us a Message" className="rounded-2xl border border-mustard-100 p-5 sm:p-6" titleClassName="mb-4 text-xl font-bold text-leaf-800">
        <ContactForm />
      </Section>
    </div>
  );
}
