import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/why-choose-us";
import { Link } from "~/client/components/ui/link";
import { paths } from "~/shared/paths";
import { pageMeta } from "~/client/lib/meta";
import { messagesLoader } from "~/client/lib/i18n/catalogs.server";
import { metaI18n } from "~/client/lib/i18n/page-i18n";
import { freeShippingFrom } from "~/client/components/shipping-terms";
import { buttonClasses } from "~/client/components/ui/button";
import { ContentPage, ContentSection } from "~/client/components/layout/content-page";

export const loader = messagesLoader(["pages/why-choose-us"]);

export const meta = (args: Route.MetaArgs) => {
  const i18n = metaI18n(args);
  return pageMeta(i18n._(msg`Why Choose Us`), i18n._(msg`Cold-pressed, unrefined, unpolished and lab tested: why families across India trust our mustard oils, dals and grains.`));
};

const lists = [
  {
    title: msg`Purity you can taste`,
    items: [
      msg`Mustard oil pressed cold in a wooden kolhu or a hydraulic press: no heat, no chemicals, no refining.`,
      msg`Dals sold unpolished, with their natural coat, fibre and minerals intact.`,
      msg`Nothing added: no colour, no preservatives, no blending with cheaper oils.`,
    ],
  },
  {
    title: msg`From our own fields`,
    items: [
      msg`We grow our own mustard seed, dals and wheat, and buy the rest from neighbouring families we know by name.`,
      msg`Small batches, pressed and packed fresh, so your oil has not sat in a warehouse for months.`,
      msg`Every batch is tested against FSSAI standards before it is bottled.`,
    ],
  },
  {
    title: msg`Good for families and farms`,
    items: [
      msg`A share of every purchase supports farming families and work for rural women.`,
      msg`Fair prices agreed with our growers before sowing.`,
      msg`Bundles that make healthy staples affordable for the whole month.`,
    ],
  },
  {
    title: msg`Easy to order`,
    items: [
      msg`Pan India shipping and same day delivery in Delhi-NCR.`,
      msg`Free shipping on orders of ${freeShippingFrom} or more.`,
      msg`Cash on delivery, and a real person on WhatsApp when you need help.`,
    ],
  },
];

export default function Page() {
  const { t, i18n } = useLingui();
  return (
    <ContentPage title={t`Why Choose Us`} intro={t`Four reasons families switch to our oils, dals and grains, and stay.`}>
      {lists.map((list) => (
        <ContentSection key={list.title.id} title={i18n._(list.title)}>
          <ul>
            {list.items.map((item) => (
              <li key={item.id}>{i18n._(item)}</li>
            ))}
          </ul>
        </ContentSection>
      ))}
      <Link to={paths.shop.getHref()} className={buttonClasses({ size: "lg" })}>
        {t`Shop Pure Products`}
      </Link>
    </ContentPage>
  );
}
