import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ORGANIC_SCHEME_LABELS, type Party, type ShownDeclarations } from "~/shared/declarations/declarations";
import { Section } from "~/client/components/ui/section";
import { NutritionTable } from "./nutrition-table";
import { VegMark } from "./veg-mark";
import { vegMarkLabels } from "./label-words";

type ProductDetailsProps = {
  declarations: ShownDeclarations;
  kind: "product" | "bundle";
  /** The chosen pack's net quantity ("1 L", "500 g"), given by the page that knows the pack sizes. */
  netQuantity?: string;
  className?: string;
};

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="border-b border-earth-900/10 py-2.5 sm:grid sm:grid-cols-[13rem_1fr] sm:gap-6">
      <dt className="font-semibold text-leaf-800">{term}</dt>
      <dd className="mt-0.5 break-words sm:mt-0">{children}</dd>
    </div>
  );
}

const partyText = (party: Party) => `${party.name}, ${party.address}`;

/** The label online (Legal Metrology rule 6(10), FSSAI labelling): what the pack declares, on the product or bundle page. */
export function ProductDetails({ declarations: d, kind, netQuantity, className }: ProductDetailsProps) {
  const { t, i18n } = useLingui();
  const scheme = d.organicScheme && ORGANIC_SCHEME_LABELS[d.organicScheme];
  const certificate = d.organicCertificate;
  const body = d.organicBody;
  const phoneHref = `tel:${d.customerCare.phone.replace(/[^\d+]/g, "")}`;
  return (
    <Section id="product-details" title={t`Product details`} className={className}>
      <dl className="mt-3 text-sm sm:text-base">
        {netQuantity && <Detail term={t`Net quantity`}>{netQuantity}</Detail>}
        {d.manufacturer && <Detail term={d.packer ? t`Manufactured by` : t`Manufactured and packed by`}>{partyText(d.manufacturer)}</Detail>}
        {d.packer && <Detail term={t`Packed by`}>{partyText(d.packer)}</Detail>}
        {d.marketer && <Detail term={t`Marketed by`}>{partyText(d.marketer)}</Detail>}
        {d.countryOfOrigin && <Detail term={t`Country of origin`}>{d.countryOfOrigin}</Detail>}
        {d.bestBefore && <Detail term={t`Best before`}>{d.bestBefore}</Detail>}
        {d.storage && <Detail term={t`Storage`}>{d.storage}</Detail>}
        {d.ingredients && <Detail term={kind === "bundle" ? t`Contents` : t`Ingredients`}>{d.ingredients}</Detail>}
        {d.allergens && <Detail term={t`Allergen information`}>{d.allergens}</Detail>}
        {d.vegMark && (
          <Detail term={t`Food type`}>
            <span className="inline-flex items-center gap-2">
              <VegMark mark={d.vegMark} />
              {i18n._(vegMarkLabels[d.vegMark])}
            </span>
          </Detail>
        )}
        {scheme && certificate && (
          <Detail term={t`Organic certification`}>{body ? t`${scheme}, certificate no. ${certificate}, ${body}` : t`${scheme}, certificate no. ${certificate}`}</Detail>
        )}
        <Detail term={t`FSSAI licence no.`}>{d.fssaiLicence}</Detail>
        <Detail term={t`Customer care`}>
          <a href={phoneHref} className="underline underline-offset-2">
            {d.customerCare.phone}
          </a>
          {" · "}
          <a href={`mailto:${d.customerCare.email}`} className="break-all underline underline-offset-2">
            {d.customerCare.email}
          </a>
        </Detail>
      </dl>
      {d.nutrition ? (
        <NutritionTable nutrition={d.nutrition} />
      ) : (
        kind === "bundle" && <p className="mt-3 text-sm text-earth-900/80">{t`Each pack in this bundle carries its own nutrition information.`}</p>
      )}
    </Section>
  );
}
