import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/return-refund-policy";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";
import { ACKNOWLEDGE_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from "~/shared/complaint";
import { REFUND_DUE_DAYS } from "~/shared/refund";
import { RETURN_PHOTOS_MAX, RETURN_WINDOW_HOURS } from "~/shared/returns";

export const loader = messagesLoader(["pages/return-refund-policy"]);

// The terms of PRODUCT.md's "After the sale", which replace SPEC's "cannot be cancelled" and its 24 hours.
export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  const hours = RETURN_WINDOW_HOURS;
  return pageMeta(
    i18n._(msg`Return & Refund Policy`),
    i18n._(msg`Cancel before dispatch at no charge; report damaged, leaking, expired, wrong or missing items within ${hours} hours of delivery for a replacement or refund.`),
  );
};

export default function Page() {
  const { t } = useLingui();
  const hours = RETURN_WINDOW_HOURS;
  const maxPhotos = RETURN_PHOTOS_MAX;
  const refundDays = REFUND_DUE_DAYS;
  const acknowledgeHours = ACKNOWLEDGE_WITHIN_HOURS;
  const resolveDays = RESOLVE_WITHIN_DAYS;
  return (
    <ContentPage
      title={t`Return & Refund Policy`}
      intro={t`Our oils, dals and grains are food, so we cannot take back opened or unwanted items. But if we got something wrong, we will make it right.`}
    >
      <ContentSection title={t`Cancellations`}>
        <p>{t`You can cancel an order while it is pending or processing, from its page in My Account, at no charge. Tell us why and we put the stock, promo code and rewards back at once.`}</p>
        <p>{t`Once an order has shipped it can no longer be cancelled. If something is wrong when it arrives, report a problem as below.`}</p>
      </ContentSection>
      <ContentSection title={t`What we accept`}>
        <p>{t`There are no returns except for items that are:`}</p>
        <ul>
          <li>{t`damaged or leaking,`}</li>
          <li>{t`incorrect (not what you ordered) or missing from the parcel,`}</li>
          <li>{t`expired, or`}</li>
          <li>{t`improperly sealed.`}</li>
        </ul>
      </ContentSection>
      <ContentSection title={t`How to report a problem`}>
        <p>
          {t`Within ${hours} hours of the order being marked delivered, open the order in My Account and choose Report a problem. Pick the items and quantities, tell us what is wrong and add one to ${maxPhotos} photos of the item and its packaging (no photo is needed for a missing item). Your photos are seen only by you and our team.`}
        </p>
      </ContentSection>
      <ContentSection title={t`Replacement or refund`}>
        <p>{t`You choose a replacement or a refund. Once we have checked your report, we send the replacement at no charge, or refund the amount you paid for the affected items, with a credit note.`}</p>
        <p>
          {t`A refund goes back the way you paid: to your card, account or wallet for an online payment; for cash on delivery or UPI, to the UPI ID or bank account you give us on the order page. We send it within ${refundDays} days of approval, and the order page shows its status and the bank's reference (UTR) once it is sent.`}
        </p>
      </ContentSection>
      <ContentSection title={t`Complaints`}>
        <p>
          {t`If you are not happy with how we handled your order, raise a complaint from the Complaints page, the contact page or the order page. You get a ticket number at once; our grievance officer, named at the foot of every page, acknowledges it within ${acknowledgeHours} hours and resolves it within ${resolveDays} days.`}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
