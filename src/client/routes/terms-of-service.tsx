import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/terms-of-service";
import { brand } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { freeShippingFrom, shippingCharge } from "~/client/components/shipping-terms";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";
import { RETURN_WINDOW_HOURS } from "~/shared/returns";

export const loader = messagesLoader(["pages/terms-of-service"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Terms of Service`), i18n._(msg`The terms that apply when you browse and order from our shop: orders, prices, payment, delivery and cancellation.`));
};

export default function Page() {
  const { t } = useLingui();
  const shopName = brand.name;
  const email = brand.supportEmail;
  const phone = brand.phoneDisplay;
  const hours = RETURN_WINDOW_HOURS;
  return (
    <ContentPage title={t`Terms of Service`} intro={t`These terms apply when you use the ${shopName} website and place an order with us.`}>
      <ContentSection title={t`Orders`}>
        <p>{t`An order is confirmed when you place it and receive an order number. You can cancel an order while it is pending or processing, at no charge; once it has shipped it can no longer be cancelled.`}</p>
      </ContentSection>
      <ContentSection title={t`Prices and payment`}>
        <ul>
          <li>{t`All prices are in Indian rupees and include applicable taxes.`}</li>
          <li>{t`Pay cash on delivery, by UPI, or online when checkout offers it.`}</li>
          <li>
            <Trans>
              Shipping is free on orders of {freeShippingFrom} or more; below that a shipping charge of {shippingCharge} applies.
            </Trans>
          </li>
          <li>{t`Promo codes are subject to their own conditions, such as a minimum order value, validity dates and usage limits.`}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t`Delivery`}>
        <p>{t`We deliver within India only. Delivery takes 1 to 9 business days, with same day delivery in Delhi-NCR. See our Shipping Policy for details.`}</p>
      </ContentSection>
      <ContentSection title={t`Returns`}>
        <p>
          <Trans>
            There are no returns except for damaged, leaking, incorrect, missing, expired or improperly sealed items, reported within {hours} hours of delivery. See our Return &amp; Refund Policy.
          </Trans>
        </p>
      </ContentSection>
      <ContentSection title={t`Your account`}>
        <p>{t`Keep your password safe. You are responsible for orders placed from your account. Reviews you write must be honest and about products you have used.`}</p>
      </ContentSection>
      <ContentSection title={t`Contact`}>
        <p>
          <Trans>
            Questions about these terms: write to {email} or call {phone}.
          </Trans>
        </p>
      </ContentSection>
    </ContentPage>
  );
}
