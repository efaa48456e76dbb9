// Unit quantity codes (UQC) from the GST list: a line's quantity counts packs, never litres or kilograms (decision 054).

/** The codes this shop uses, from the GST UQC list; NA is the portal's unit for a service (the shipping line). */
export const UQC_NAMES = {
  BTL: "Bottles",
  PAC: "Packs",
  SET: "Sets",
  NOS: "Numbers",
  NA: "Not applicable (a service)",
} as const;

export type Uqc = keyof typeof UQC_NAMES;

/** What an invoice line sold: a product of a category, or a bundle of several. */
export type SoldItemKind = { kind: string; category: string | null };

/**
 * Mustard oils are sold in bottles (BTL); pulses and grains in sealed packs (PAC); a bundle is a set
 * of packs sold as one (SET); anything else is counted in numbers (NOS), the list's general unit.
 */
export function uqcFor(item: SoldItemKind): Uqc {
  if (item.kind === "bundle") return "SET";
  if (item.category === "mustard-oils") return "BTL";
  if (item.category === "pulses" || item.category === "grains") return "PAC";
  return "NOS";
}
