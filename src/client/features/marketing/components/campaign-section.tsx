import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { buttonClasses } from "~/client/components/ui/button";
import { MembershipSteps } from "~/client/components/membership-steps";

/** The campaign on the home page; its anchor id is `our-campaign` (docs/product-rules.md#public-pages). */
export function CampaignSection() {
  const { t } = useLingui();
  return (
    <section id="our-campaign" aria-labelledby="campaign-heading" className="bg-mustard-50">
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="campaign-heading" className="text-2xl font-bold text-leaf-800">
          {t`Our Campaign: Every Purchase Feeds a Farm`}
        </h2>
        <p className="mt-2 max-w-3xl text-earth-900/90">
          <Trans>
            A part of every order goes to farming families who grow for us and to work for rural women who clean, sort and pack our food. Join our membership in four simple steps
            and share the goodness with friends.
          </Trans>
        </p>
        <div className="mt-6">
          <MembershipSteps />
        </div>
        <Link to={paths.campaign.getHref()} className={buttonClasses({ className: "mt-6" })}>
          {t`Learn about the campaign`}
        </Link>
      </div>
    </section>
  );
}
