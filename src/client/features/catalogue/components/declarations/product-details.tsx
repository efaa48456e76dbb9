import type { ReactNode } from "react";
import { ORGANIC_SCHEME_LABELS, VEG_MARK_LABELS, type Party, type ShownDeclarations } from "~/shared/declarations/declarations";
import { Section } from "~/client/components/ui/section";
import { NutritionTable } from "./nutrition-table";
import { VegMark } from "./veg-mark";

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
  const phoneHref = `tel:${d.customerCare.phone.replace(/[^\d+]/g, "")}`;
  return (
    <Section id="product-details" title="Product details" className={className}>
      <dl className="mt-3 text-sm sm:text-base">
        {netQuantity && <Detail term="Net quantity">{netQuantity}</Detail>}
        {d.manufacturer && <Detail term={d.packer ? "Manufactured by" : "Manufactured and packed by"}>{partyText(d.manufacturer)}</Detail>}
        {d.packer && <Detail term="Packed by">{partyText(d.packer)}</Detail>}
        {d.marketer && <Detail term="Marketed by">{partyText(d.marketer)}</Detail>}
        {d.countryOfOrigin && <Detail term="Country of origin">{d.countryOfOrigin}</Detail>}
        {d.bestBefore && <Detail term="Best before">{d.bestBefore}</Detail>}
        {d.storage && <Detail term="Storage">{d.storage}</Detail>}
        {d.ingredients && <Detail term={kind === "bundle" ? "Contents" : "Ingredients"}>{d.ingredients}</Detail>}
        {d.allergens && <Detail term="Allergen information">{d.allergens}</Detail>}
        {d.vegMark && (
          <Detail term="Food type">
            <span className="inline-flex items-center gap-2">
              <VegMark mark={d.vegMark} />
              {VEG_MARK_LABELS[d.vegMark]}
            </span>
          </Detail>
        )}
        {d.organicScheme && d.organicCertificate && (
          <Detail term="Organic certification">
            {ORGANIC_SCHEME_LABELS[d.organicScheme]}, certificate no. {d.organicCertificate}
            {d.organicBody && `, ${d.organicBody}`}
          </Detail>
        )}
        <Detail term="FSSAI licence no.">{d.fssaiLicence}</Detail>
        <Detail term="Customer care">
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
        kind === "bundle" && <p className="mt-3 text-sm text-earth-900/80">Each pack in this bundle carries its own nutrition information.</p>
      )}
    </Section>
  );
}
