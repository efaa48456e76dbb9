import { pageMeta } from "~/client/lib/meta";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const meta = () => pageMeta("Return & Refund Policy", "When we replace or refund an order: damaged, incorrect, expired or improperly sealed items reported within 24 hours of delivery.");

export default function Page() {
  return (
    <ContentPage title="Return & Refund Policy" intro="Our oils, dals and grains are food, so we cannot take back opened or unwanted items. But if we got something wrong, we will make it right.">
      <ContentSection title="Cancellations">
        <p>Orders cannot be cancelled once placed.</p>
      </ContentSection>
      <ContentSection title="What we accept">
        <p>There are no returns except for items that are:</p>
        <ul>
          <li>damaged,</li>
          <li>incorrect (not what you ordered),</li>
          <li>expired, or</li>
          <li>improperly sealed.</li>
        </ul>
      </ContentSection>
      <ContentSection title="How to report a problem">
        <p>Report the problem within 24 hours of the order being marked delivered, with photos of the item and its packaging, by phone, e-mail or WhatsApp.</p>
      </ContentSection>
      <ContentSection title="Replacement or refund">
        <p>Once we have checked your report, we send a replacement or refund the amount you paid for the affected items.</p>
      </ContentSection>
    </ContentPage>
  );
}
