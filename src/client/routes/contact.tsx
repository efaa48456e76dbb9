import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { brand } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { ContactForm } from "~/client/features/enquiry/components/contact-form";

export const meta = () => pageMeta("Contact Us", "Call, e-mail or message us on WhatsApp. We are open Monday to Saturday, 9:00 AM to 6:00 PM.");

export default function Page() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
      <section>
        <h1 className="text-3xl font-bold text-leaf-800">Get in Touch</h1>
        <p className="mt-3 text-earth-900/90">Questions about an order, a product or bulk buying? We read every message and reply within a working day.</p>
        <ul className="mt-6 space-y-4">
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-0.5 size-5 text-leaf-700" />
            <span>
              <span className="block font-semibold">Phone</span>
              <a href={brand.phoneHref} className="underline">{brand.phoneDisplay}</a>
            </span>
          </li>
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-0.5 size-5 text-leaf-700" />
            <span>
              <span className="block font-semibold">Email</span>
              <a href={`mailto:${brand.supportEmail}`} className="underline">{brand.supportEmail}</a>
            </span>
          </li>
          <li className="flex gap-3">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 text-leaf-700" />
            <span>
              <span className="block font-semibold">Delivery</span>
              Pan India shipping, same day delivery in Delhi-NCR
            </span>
          </li>
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 size-5 text-leaf-700" />
            <span>
              <span className="block font-semibold">Business Hours</span>
              Monday-Saturday 9:00 AM to 6:00 PM
              <br />
              Sunday closed
            </span>
          </li>
        </ul>
      </section>
      <section aria-labelledby="message-heading" className="rounded-2xl border border-mustard-100 p-5 sm:p-6">
        <h2 id="message-heading" className="mb-4 text-xl font-bold text-leaf-800">
          Send Us a Message
        </h2>
        <ContactForm />
      </section>
    </div>
  );
}
