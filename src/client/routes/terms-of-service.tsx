import { brand } from "~/shared/brand";
import { pageMeta } from "~/client/lib/meta";
import { freeShippingFrom, shippingCharge } from "~/client/components/shipping-terms";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";
import { RETURN_WINDOW_HOURS } from "~/shared/returns";

export const meta = () => pageMeta("Terms of Service", "The terms that apply when you browse and order from our shop: orders, prices, payment, delivery and cancellation.");

export default function Page() {
  return (
    <ContentPage title="Terms of Service" intro={`These terms apply when you use the ${brand.name} website and place an order with us.`}>
      <ContentSection title="Orders">
        <p>An order is confirmed when you place it and receive an order number. You can cancel an order while it is pending or processing, at no charge; once it has shipped it can no longer be cancelled.</p>
      </ContentSection>
      <ContentSection title="Prices and payment">
        <ul>
          <li>All prices are in Indian rupees and include applicable taxes.</li>
          <li>Pay cash on delivery, by UPI, or online when checkout offers it.</li>
          <li>
            Shipping is free on orders of {freeShippingFrom} or more; below that a shipping charge of {shippingCharge} applies.
          </li>
          <li>Promo codes are subject to their own conditions, such as a minimum order value, validity dates and usage limits.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Delivery">
        <p>We deliver within India only. Delivery takes 1 to 9 business days, with same day delivery in Delhi-NCR. See our Shipping Policy for details.</p>
      </ContentSection>
      <ContentSection title="Returns">
        <p>There are no returns except for damaged, leaking, incorrect, missing, expired or improperly sealed items, reported within {RETURN_WINDOW_HOURS} hours of delivery. See our Return &amp; Refund Policy.</p>
      </ContentSection>
      <ContentSection title="Your account">
        <p>Keep your password safe. You are responsible for orders placed from your account. Reviews you write must be honest and about products you have used.</p>
      </ContentSection>
      <ContentSection title="Contact">
        <p>
          Questions about these terms: write to {brand.supportEmail} or call {brand.phoneDisplay}.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
