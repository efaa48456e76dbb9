import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/privacy-policy";
import { brand } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const loader = messagesLoader(["pages/privacy-policy"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Privacy Policy`), i18n._(msg`What personal information our shop collects, why, and how we keep it safe.`));
};

export default function Page() {
  const { t } = useLingui();
  const email = brand.supportEmail;
  return (
    <ContentPage title={t`Privacy Policy`} intro={t`We collect only what we need to deliver your order and look after your account, and we never sell it.`}>
      <ContentSection title={t`What we collect`}>
        <ul>
          <li>{t`Your name, e-mail address and password (stored only as a secure hash) when you create an account.`}</li>
          <li>{t`Delivery addresses and phone numbers you save at checkout.`}</li>
          <li>{t`Your orders, cart, wishlist and the reviews you write.`}</li>
          <li>{t`Your e-mail address if you subscribe to our newsletter.`}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t`How we use it`}>
        <ul>
          <li>{t`To deliver your orders and tell you about them.`}</li>
          <li>{t`To run the monthly lucky draw when you opt in at checkout.`}</li>
          <li>{t`To send the newsletter, only if you subscribed.`}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t`Enquiries and messages`}>
        <p>{t`The contact and business enquiry forms open a WhatsApp chat with the details you typed. Nothing from those forms is stored on our website.`}</p>
      </ContentSection>
      <ContentSection title={t`Cookies`}>
        <p>{t`We use one essential cookie to keep you signed in. We do not use advertising or tracking cookies.`}</p>
      </ContentSection>
      <ContentSection title={t`Your choices`}>
        <p>{t`To see, correct or delete your information, write to ${email}.`}</p>
      </ContentSection>
    </ContentPage>
  );
}
