import { brand } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const meta = () => pageMeta("Lucky Draw Terms", "Terms of our monthly lucky draw: who can enter, how to take part, the prizes and how winners are chosen.");

export default function Page() {
  return (
    <ContentPage title="Lucky Draw Terms & Conditions" intro="Every month we thank our customers with a lucky draw. Please read these terms before you take part.">
      <ContentSection title="Who can enter">
        <ul>
          <li>The lucky draw is held monthly.</li>
          <li>It is open to residents of India aged 18 or over.</li>
          <li>A purchase from our shop is required to enter.</li>
          <li>Each customer may enter once per month.</li>
        </ul>
      </ContentSection>
      <ContentSection title="How to take part">
        <ul>
          <li>Buy any product or bundle from our shop and tick the lucky draw option at checkout.</li>
          <li>Follow us on {brand.socialNetworkName}, and post a selfie with your order tagging us.</li>
          <li>Participation is completed through a follow-up form that we send you over WhatsApp. Fill it in to confirm your entry.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Prizes">
        <ul>
          <li>Gift hampers of our oils, dals and grains.</li>
          <li>Coupons of up to 50% off.</li>
          <li>Gifts, including bonus gifts for loyal customers and surprise gifts.</li>
        </ul>
        <p>Prizes cannot be exchanged for cash.</p>
      </ContentSection>
      <ContentSection title="Winners">
        <p>Winners are drawn randomly from all valid entries of the month and announced monthly on {brand.socialNetworkName}. We contact winners directly to arrange delivery of their prize.</p>
      </ContentSection>
    </ContentPage>
  );
}
