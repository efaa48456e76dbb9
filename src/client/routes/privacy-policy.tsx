import { brand } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const meta = () => pageMeta("Privacy Policy", "What personal information our shop collects, why, and how we keep it safe.");

export default function Page() {
  return (
    <ContentPage title="Privacy Policy" intro="We collect only what we need to deliver your order and look after your account, and we never sell it.">
      <ContentSection title="What we collect">
        <ul>
          <li>Your name, e-mail address and password (stored only as a secure hash) when you create an account.</li>
          <li>Delivery addresses and phone numbers you save at checkout.</li>
          <li>Your orders, cart, wishlist and the reviews you write.</li>
          <li>Your e-mail address if you subscribe to our newsletter.</li>
        </ul>
      </ContentSection>
      <ContentSection title="How we use it">
        <ul>
          <li>To deliver your orders and tell you about them.</li>
          <li>To run the monthly lucky draw when you opt in at checkout.</li>
          <li>To send the newsletter, only if you subscribed.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Enquiries and messages">
        <p>The contact and business enquiry forms open a WhatsApp chat with the details you typed. Nothing from those forms is stored on our website.</p>
      </ContentSection>
      <ContentSection title="Cookies">
        <p>We use one essential cookie to keep you signed in. We do not use advertising or tracking cookies.</p>
      </ContentSection>
      <ContentSection title="Your choices">
        <p>To see, correct or delete your information, write to {brand.supportEmail}.</p>
      </ContentSection>
    </ContentPage>
  );
}
