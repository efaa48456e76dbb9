import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Clock, Mail, MapPin, Phone, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Route } from "./+types/contact";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { brand, seller } from "~/shared/brand";
import { GrievanceOfficerLinks } from "~/client/components/seller-details";
import { registeredAddressText } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { ContactForm } from "~/client/features/enquiry/components/contact-form";
import { Section } from "~/client/components/ui/section";

// The enquiry form's own words come with the enquiry catalogue.
export const loader = messagesLoader(["pages/contact", "enquiry"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Contact Us`), i18n._(msg`Call, e-mail or message us on WhatsApp. We are open Monday to Saturday, 9:00 AM to 6:00 PM.`));
};

function useContactDetails(): {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}[] {
  const { t } = useLingui();
  return [
    {
      icon: Phone,
      title: t`Phone`,
      body: (
        <a href={brand.phoneHref} className="underline">
          {brand.phoneDisplay}
        </a>
      ),
    },
    {
      icon: Mail,
      title: t`Email`,
      body: (
        <a href={`mailto:${brand.supportEmail}`} className="underline">
          {brand.supportEmail}
        </a>
      ),
    },
    {
      icon: MapPin,
      title: t`Delivery`,
      body: t`Pan India shipping, same day delivery in Delhi-NCR`,
    },
    {
      icon: Clock,
      title: t`Business Hours`,
      body: (
        <>
          {t`Monday-Saturday 9:00 AM to 6:00 PM`}
          <br />
          {t`Sunday closed`}
        </>
      ),
    },
  ];
}

export default function Page() {
  const { t } = useLingui();
  const contactDetails = useContactDetails();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
      <section>
        <h1 className="text-3xl font-bold text-leaf-800">{t`Get in Touch`}</h1>
        <p className="mt-3 text-earth-900/90">{t`Questions about an order, a product or bulk buying? We read every message and reply within a working day.`}</p>
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
      <Section id="message" title={t`Send Us a Message`} className="rounded-2xl border border-mustard-100 p-5 sm:p-6" titleClassName="mb-4 text-xl font-bold text-leaf-800">
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
  const { t } = useLingui();
  const officer = seller.grievanceOfficer;
  return (
    <div className="grid gap-6 md:col-span-2 md:grid-cols-2">
      <Section id="grievance-officer" title={t`Grievance officer`} className={box} titleClassName={boxTitle}>
        <p className="mt-3 text-earth-900/90">
          {t`Not happy with an order or with how we handled it? Write to or call our grievance officer. We acknowledge every complaint within 48 hours and resolve it within one month of receiving it, as the Consumer Protection (E-Commerce) Rules, 2020 require.`}
        </p>
        <address className="mt-4 space-y-1 not-italic">
          <p className={term}>{officer.name}</p>
          <p>
            <GrievanceOfficerLinks separator=" · " />
          </p>
        </address>
        <p className="mt-4">
          <Trans>
            <Link to={paths.complaints.getHref()} className="font-semibold text-leaf-700 underline">
              Raise a complaint
            </Link>{" "}
            and get a ticket number at once, or follow one you raised.
          </Trans>
        </p>
      </Section>
      <Section id="seller" title={t`Seller details`} className={box} titleClassName={boxTitle}>
        <address className="mt-3 not-italic">
          <dl className="space-y-2">
            <div>
              <dt className={term}>{t`Legal name`}</dt>
              <dd>{seller.legalName}</dd>
            </div>
            <div>
              <dt className={term}>{t`Registered office`}</dt>
              <dd>{registeredAddressText()}</dd>
            </div>
            <div>
              <dt className={term}>GSTIN</dt>
              <dd className="break-all">{seller.gstin}</dd>
            </div>
            <div>
              <dt className={term}>{t`FSSAI licence no.`}</dt>
              <dd>{seller.fssaiLicence}</dd>
            </div>
          </dl>
        </address>
      </Section>
    </div>
  );
}
