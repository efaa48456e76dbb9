import { pageMeta } from "~/client/lib/meta";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";
import { ACKNOWLEDGE_WITHIN_HOURS, RESOLVE_WITHIN_DAYS } from "~/shared/complaint";
import { REFUND_DUE_DAYS } from "~/shared/refund";
import { RETURN_PHOTOS_MAX, RETURN_WINDOW_HOURS } from "~/shared/returns";

// The terms of PRODUCT.md's "After the sale", which replace SPEC's "cannot be cancelled" and its 24 hours.
export const meta = () => pageMeta("Return & Refund Policy", `Cancel before dispatch at no charge; report damaged, leaking, expired, wrong or missing items within ${RETURN_WINDOW_HOURS} hours of delivery for a replacement or refund.`);

export default function Page() {
  return (
    <ContentPage title="Return & Refund Policy" intro="Our oils, dals and grains are food, so we cannot take back opened or unwanted items. But if we got something wrong, we will make it right.">
      <ContentSection title="Cancellations">
        <p>You can cancel an order while it is pending or processing, from its page in My Account, at no charge. Tell us why and we put the stock, promo code and rewards back at once.</p>
        <p>Once an order has shipped it can no longer be cancelled. If something is wrong when it arrives, report a problem as below.</p>
      </ContentSection>
      <ContentSection title="What we accept">
        <p>There are no returns except for items that are:</p>
        <ul>
          <li>damaged or leaking,</li>
          <li>incorrect (not what you ordered) or missing from the parcel,</li>
          <li>expired, or</li>
          <li>improperly sealed.</li>
        </ul>
      </ContentSection>
      <ContentSection title="How to report a problem">
        <p>
          Within {RETURN_WINDOW_HOURS} hours of the order being marked delivered, open the order in My Account and choose Report a problem. Pick the items and quantities, tell us what is wrong and add one to {RETURN_PHOTOS_MAX} photos of the item and its packaging (no photo is needed for a missing item). Your photos are seen only by you and our team.
        </p>
      </ContentSection>
      <ContentSection title="Replacement or refund">
        <p>You choose a replacement or a refund. Once we have checked your report, we send the replacement at no charge, or refund the amount you paid for the affected items, with a credit note.</p>
        <p>
          A refund goes back the way you paid: to your card, account or wallet for an online payment; for cash on delivery or UPI, to the UPI ID or bank account you give us on the order page. We send it within {REFUND_DUE_DAYS} days of approval, and the order page shows its status and the bank&apos;s reference (UTR) once it is sent.
        </p>
      </ContentSection>
      <ContentSection title="Complaints">
        <p>
          If you are not happy with how we handled your order, raise a complaint from the Complaints page, the contact page or the order page. You get a ticket number at once; our grievance officer, named at the foot of every page, acknowledges it within {ACKNOWLEDGE_WITHIN_HOURS} hours and resolves it within {RESOLVE_WITHIN_DAYS} days.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
