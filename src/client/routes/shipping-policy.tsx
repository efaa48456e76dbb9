import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/shipping-policy";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { freeShippingFrom, shippingCharge } from "~/client/components/shipping-terms";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";
import { RETURN_WINDOW_HOURS } from "~/shared/returns";

export const loader = messagesLoader(["pages/shipping-policy"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(
    i18n._(msg`Shipping Policy`),
    i18n._(msg`Pan India shipping in 1 to 9 business days, same day delivery in Delhi-NCR, free shipping on orders of ${freeShippingFrom} or more.`),
  );
};

export default function Page() {
  const { t } = useLingui();
  const hours = RETURN_WINDOW_HOURS;
  return (
    <ContentPage title={t`Shipping Policy`} intro={t`We pack every order at the farm and hand it to our courier partners as quickly as we can.`}>
      <ContentSection title={t`Where we deliver`}>
        <p>{t`We deliver within India only: pan-India shipping, with same day delivery in Delhi-NCR.`}</p>
      </ContentSection>
      <ContentSection title={t`Delivery time`}>
        <p>{t`Delivery takes 1 to 9 business days depending on your location. Orders in Delhi-NCR can be delivered the same day.`}</p>
      </ContentSection>
      <ContentSection title={t`Shipping charges`}>
        <ul>
          <li>{t`Free shipping on orders with a subtotal of ${freeShippingFrom} or more.`}</li>
          <li>{t`A shipping charge of ${shippingCharge} on smaller orders.`}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t`Problems with delivery`}>
        <p>
          {t`If something is wrong with your delivery, report it within ${hours} hours of the order being marked delivered: open the order in My Account and choose Report a problem, with photos of the package, and we will put it right.`}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
