import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Route } from "./+types/complaints";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { useSearchParams } from "react-router";
import { Link } from "~/client/components/ui/link";
import { GrievanceOfficerLinks } from "~/client/components/seller-details";
import { Section } from "~/client/components/ui/section";
import { useHydrated } from "~/client/components/ui/use-hydrated";
import type { Complaint } from "~/client/features/complaints/api/complaints";
import { ComplaintForm } from "~/client/features/complaints/components/complaint-form";
import { ComplaintLookup } from "~/client/features/complaints/components/complaint-lookup";
import { ComplaintTicket } from "~/client/features/complaints/components/complaint-ticket";
import { pageMeta } from "~/client/lib/meta";
import { useSession } from "~/client/lib/session/use-session";
import { seller } from "~/shared/brand";
import { paths } from "~/shared/paths";

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    i18n._(msg`Raise a complaint`),
    i18n._(msg`Tell our grievance officer what went wrong: you get a ticket number at once, an acknowledgement within 48 hours and an answer within 30 days.`),
  );
};

export const loader = messagesLoader(["pages/complaints", "complaints"]);

const box = "rounded-2xl border border-mustard-100 p-5 sm:p-6";
const boxTitle = "mb-4 text-xl font-bold text-leaf-800";

export default function Page() {
  const { t } = useLingui();
  const { user } = useSession();
  const officer = seller.grievanceOfficer.name;
  // The address is read after hydration: the prerendered page was made without it.
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const orderNumber = hydrated ? (searchParams.get("order") ?? undefined) : undefined;
  const ticketNumber = hydrated ? (searchParams.get("ticket") ?? "") : "";
  const [raised, setRaised] = useState<Complaint | null>(null);
  const ticketNumberRaised = raised?.ticketNumber ?? "";
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <section>
        <h1 className="text-3xl font-bold text-leaf-800">{t`Raise a complaint`}</h1>
        <p className="mt-3 text-earth-900/90">
          <Trans>
            Your complaint goes to our grievance officer, {officer}, who owns it until it is resolved. You get a ticket number at once, an acknowledgement within 48 hours and an
            answer within 30 days, as the Consumer Protection (E-Commerce) Rules, 2020 require.
          </Trans>
        </p>
        <p className="mt-2 text-sm">
          <GrievanceOfficerLinks />
        </p>
      </section>
      <Section id="raise" title={t`Your complaint`} className={box} titleClassName={boxTitle}>
        {raised ? (
          <div role="status" className="space-y-4">
            <p className="rounded-lg bg-mustard-50 p-3 font-semibold text-leaf-800">
              {t`Thank you. Your ticket number is ${ticketNumberRaised}. We have e-mailed you an acknowledgement.`}
            </p>
            <ComplaintTicket complaint={raised} />
            <button type="button" className="text-sm font-semibold text-leaf-700 underline" onClick={() => setRaised(null)}>
              {t`Raise another complaint`}
            </button>
          </div>
        ) : (
          <ComplaintForm key={`${user?.id ?? "guest"}-${orderNumber ?? ""}`} user={user} orderNumber={orderNumber} onRaised={setRaised} />
        )}
      </Section>
      <Section id="follow" title={t`Follow a complaint`} className={box} titleClassName={boxTitle}>
        {user && (
          <p className="mb-4 text-sm">
            <Trans>
              Signed in? Your complaints are in{" "}
              <Link to={`${paths.account.getHref()}?tab=complaints`} className="font-semibold text-leaf-700 underline">
                My Account
              </Link>
              .
            </Trans>
          </p>
        )}
        <ComplaintLookup key={ticketNumber} ticketNumber={ticketNumber} />
      </Section>
    </div>
  );
}
