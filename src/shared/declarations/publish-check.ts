import { isOrganicBadge, type ItemDeclarations } from "./declarations";

// Whether an item may be shown in the shop, as far as its label goes (docs/product-rules.md#declarations):
// what Legal Metrology rule 6 and FSSAI's labelling regulations ask an online listing to show. The
// FSSAI licence and customer care always have the seller's, so they are never missing.


type Publishable = { kind: "product" | "bundle"; badge: string | null };

/** The mandatory declarations the item lacks, in the words of the message; a bundle's packs carry their own nutrition tables. */
export function missingDeclarations(item: Publishable, declarations: ItemDeclarations | null): string[] {
  const d = declarations;
  const missing: string[] = [];
  if (!d?.manufacturer) missing.push("manufacturer's name and address");
  if (!d?.countryOfOrigin) missing.push("country of origin");
  if (!d?.bestBefore) missing.push("best before");
  if (!d?.ingredients) missing.push(item.kind === "bundle" ? "contents" : "ingredients");
  if (item.kind === "product" && !d?.nutrition) missing.push("nutrition information");
  if (!d?.vegMark) missing.push("veg or non-veg mark");
  return missing;
}

/** What an Organic badge lacks: the scheme (NPOP or PGS-India) and the certificate number. */
export function missingOrganicCertification(item: Publishable, declarations: ItemDeclarations | null): string[] {
  if (!isOrganicBadge(item.badge)) return [];
  const missing: string[] = [];
  if (!declarations?.organicScheme) missing.push("certifying scheme (NPOP or PGS-India)");
  if (!declarations?.organicCertificate) missing.push("certificate number");
  return missing;
}

const list = (parts: string[]) => (parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`);

/** Why the item cannot be shown in the shop yet, or null when its label is complete. */
export function declarationsRefusal(item: Publishable, declarations: ItemDeclarations | null): string | null {
  const missing = missingDeclarations(item, declarations);
  const organic = missingOrganicCertification(item, declarations);
  const sentences: string[] = [];
  if (missing.length > 0) sentences.push(`Add its ${list(missing)}.`);
  if (organic.length > 0) sentences.push(`The Organic badge needs its ${list(organic)}: add ${organic.length > 1 ? "them" : "it"} or remove the badge.`);
  return sentences.length === 0 ? null : `${item.kind === "bundle" ? "This bundle" : "This product"} cannot be shown in the shop without a complete label. ${sentences.join(" ")}`;
}
