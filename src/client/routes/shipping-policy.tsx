import { pageMeta } from "~/client/lib/meta";
import { freeShippingFrom, shippingCharge } from "~/client/components/shipping-terms";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";
import { RETURN_WINDOW_HOURS } from "~/shared/returns";

export const meta = () => pageMeta("Shipping Policy", `Pan India shipping in 1 to 9 business days, same day delivery in Delhi-NCR, free shipping on orders of ${freeShippingFrom} or more.`);

export default function Page() {
  return (
    <ContentPage title="Shipping Policy" intro="We pack every order at the farm and hand it to our courier partners as quickly as we can.">
      <ContentSection title="Where we deliver">
        <p>We deliver within India only: pan-India shipping, with same day delivery in Delhi-NCR.</p>
      </ContentSection>
      <ContentSection title="Delivery time">
        <p>Delivery takes 1 to 9 business days depending on your location. Orders in Delhi-NCR can be delivered the same day.</p>
      </ContentSection>
      <ContentSection title="Shipping charges">
        <ul>
          <li>Free shipping on orders with a subtotal of {freeShippingFrom} or more.</li>
          <li>A shipping charge of {shippingCharge} on smaller orders.</li>
        </ul>
      </ContentSection>
      <ContentSection title="Problems with delivery">
        <p>If something is wrong with your delivery, report it within {RETURN_WINDOW_HOURS} hours of the order being marked delivered: open the order in My Account and choose Report a problem, with photos of the package, and we will put it right.</p>
      </ContentSection>
    </ContentPage>
  );
}
