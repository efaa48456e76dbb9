import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { brand, seller } from "~/shared/brand";
import { GrievanceOfficerLinks, registeredAddressText } from "~/client/components/seller-details";
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
      <GrievanceOfficer />
    </div>
  );
}

const box = "rounded-2xl border border-mustard-100 p-5 sm:p-6";
const boxTitle = "text-xl font-bold text-leaf-800";
const term = "font-semibold";

/**
 * The grievance officer and the seller's legal details (Consumer Protection (E-Commerce) Rules,
 * 2020; docs/product-rules.md#seller-details), from `seller` in shared/brand.ts.
 */
function GrievanceOfficer() {
  const officer = seller.grievanceOfficer;
  return (
    <div className="grid gap-6 md:col-span-2 md:grid-cols-2">
      <Section id="grievance-officer" title="Grievance officer" className={box} titleClassName={boxTitle}>
        <p className="mt-3 text-earth-900/90">
          Not happy with an order or with how we handled it? Write to or call our grievance officer. We acknowledge every complaint within 48 hours and resolve it within
          one month of receiving it, as the Consumer Protection (E-Commerce) Rules, 2020 require.
        </p>
        <address className="mt-4 space-y-1 not-italic">
          <p className={term}>{officer.name}</p>
          <p>
            <GrievanceOfficerLinks separator=" · " />
          </p>
        </address>
        <p className="mt-4">
          <Link to={paths.complaints.getHref()} className="font-semibold text-leaf-700 underline">
            Raise a complaint
          </Link>{" "}
          and get a ticket number at once, or follow one you raised.
        </p>
      </Section>
      <Section id="seller" title="Seller details" className={box} titleClassName={boxTitle}>
        <address className="mt-3 not-italic">
          <dl className="space-y-2">
            <div>
              <dt className={term}>Legal name</dt>
              <dd>{seller.legalName}</dd>
            </div>
            <div>
              <dt className={term}>Registered office</dt>
              <dd>{registeredAddressText()}</dd>
            </div>
            <div>
              <dt className={term}>GSTIN</dt>
              <dd className="break-all">{seller.gstin}</dd>
            </div>
            <div>
              <dt className={term}>FSSAI licence no.</dt>
              <dd>{seller.fssaiLicence}</dd>
            </div>
          </dl>
        </address>
      </Section>
    </div>
  );
}
