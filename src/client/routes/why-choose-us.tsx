import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { pageMeta } from "~/client/lib/meta";
import { freeShippingFrom } from "~/client/components/shipping-terms";
import { buttonClasses } from "~/client/components/ui/button";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const meta = () =>
  pageMeta("Why Choose Us", "Cold-pressed, unrefined, unpolished and lab tested: why families across India trust our mustard oils, dals and grains.");

const lists = [
  {
    title: "Purity you can taste",
    items: [
      "Mustard oil pressed cold in a wooden kolhu or a hydraulic press: no heat, no chemicals, no refining.",
      "Dals sold unpolished, with their natural coat, fibre and minerals intact.",
      "Nothing added: no colour, no preservatives, no blending with cheaper oils.",
    ],
  },
  {
    title: "From our own fields",
    items: [
      "We grow our own mustard seed, dals and wheat, and buy the rest from neighbouring families we know by name.",
      "Small batches, pressed and packed fresh, so your oil has not sat in a warehouse for months.",
      "Every batch is tested against FSSAI standards before it is bottled.",
    ],
  },
  {
    title: "Good for families and farms",
    items: [
      "A share of every purchase supports farming families and work for rural women.",
      "Fair prices agreed with our growers before sowing.",
      "Bundles that make healthy staples affordable for the whole month.",
    ],
  },
  {
    title: "Easy to order",
    items: [
      "Pan India shipping and same day delivery in Delhi-NCR.",
      `Free shipping on orders of ${freeShippingFrom} or more.`,
      "Cash on delivery, and a real person on WhatsApp when you need help.",
    ],
  },
];

export default function Page() {
  return (
    <ContentPage title="Why Choose Us" intro="Four reasons families switch to our oils, dals and grains, and stay.">
      {lists.map((list) => (
        <ContentSection key={list.title} title={list.title}>
          <ul>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </ContentSection>
      ))}
      <Link to={paths.shop.getHref()} className={buttonClasses({ size: "lg" })}>
        Shop Pure Products
      </Link>
    </ContentPage>
  );
}
