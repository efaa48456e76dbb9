import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/lab-reports";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { buttonClasses } from "~/client/components/ui/button";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const loader = messagesLoader(["pages/lab-reports"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    i18n._(msg`Lab Reports`),
    i18n._(msg`How we test every batch of our mustard oil and dals: nutritional profile and FSSAI requirements. Ask us for a batch report.`),
  );
};

export default function Page() {
  const { t } = useLingui();
  return (
    <ContentPage title={t`Lab Reports`} intro={t`Every batch we press or pack is tested by an accredited food laboratory before it reaches you.`}>
      <ContentSection title={t`What We Test for`}>
        <ul>
          <li>
            <Trans>
              <strong>Nutritional Profile</strong>: fatty acid composition (including erucic acid, omega-3 and omega-6), energy, protein and fibre.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>FSSAI Requirement</strong>: the purity and safety limits set by the Food Safety and Standards Authority of India, including adulteration, acid value and
              moisture.
            </Trans>
          </li>
        </ul>
      </ContentSection>
      <ContentSection title={t`Ask for a report`}>
        <p>{t`Reports are issued per batch. Send us the batch number printed on your bottle or pack and we will share the report for it.`}</p>
      </ContentSection>
      <Link to={paths.contact.getHref()} className={buttonClasses({ size: "lg" })}>
        {t`Contact Us`}
      </Link>
    </ContentPage>
  );
}
