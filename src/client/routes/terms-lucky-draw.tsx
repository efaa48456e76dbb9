import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/terms-lucky-draw";
import { brand } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const loader = messagesLoader(["pages/terms-lucky-draw"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Lucky Draw Terms`), i18n._(msg`Terms of our monthly lucky draw: who can enter, how to take part, the prizes and how winners are chosen.`));
};

export default function Page() {
  const { t } = useLingui();
  const network = brand.socialNetworkName;
  return (
    <ContentPage title={t`Lucky Draw Terms & Conditions`} intro={t`Every month we thank our customers with a lucky draw. Please read these terms before you take part.`}>
      <ContentSection title={t`Who can enter`}>
        <ul>
          <li>{t`The lucky draw is held monthly.`}</li>
          <li>{t`It is open to residents of India aged 18 or over.`}</li>
          <li>{t`A purchase from our shop is required to enter.`}</li>
          <li>{t`Each customer may enter once per month.`}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t`How to take part`}>
        <ul>
          <li>{t`Buy any product or bundle from our shop and tick the lucky draw option at checkout.`}</li>
          <li>{t`Follow us on ${network}, and post a selfie with your order tagging us.`}</li>
          <li>{t`Participation is completed through a follow-up form that we send you over WhatsApp. Fill it in to confirm your entry.`}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t`Prizes`}>
        <ul>
          <li>{t`Gift hampers of our oils, dals and grains.`}</li>
          <li>{t`Coupons of up to 50% off.`}</li>
          <li>{t`Gifts, including bonus gifts for loyal customers and surprise gifts.`}</li>
        </ul>
        <p>{t`Prizes cannot be exchanged for cash.`}</p>
      </ContentSection>
      <ContentSection title={t`Winners`}>
        <p>{t`Winners are drawn randomly from all valid entries of the month and announced monthly on ${network}. We contact winners directly to arrange delivery of their prize.`}</p>
      </ContentSection>
    </ContentPage>
  );
}
