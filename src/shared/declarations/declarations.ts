import { brand, seller } from "../brand";
import { NO_LABEL_HINDI, type LabelHindi } from "./label-hindi";

// What a food listing declares on its label (docs/product-rules.md#declarations).

export const NUTRITION_BASES = ["100g", "100ml"] as const;
export type NutritionBasis = (typeof NUTRITION_BASES)[number];
export const NUTRITION_BASIS_LABELS: Record<NutritionBasis, string> = { "100g": "per 100 g", "100ml": "per 100 ml" };

/** The rows of an FSSAI nutrition table, in the order a label lists them. */
export const NUTRIENTS = [
  { key: "energyKcal", label: "Energy", unit: "kcal", max: 900 },
  { key: "proteinG", label: "Protein", unit: "g", max: 100 },
  { key: "carbohydrateG", label: "Carbohydrate", unit: "g", max: 100 },
  { key: "totalSugarsG", label: "Total sugars", unit: "g", max: 100, sub: true },
  { key: "addedSugarsG", label: "Added sugars", unit: "g", max: 100, sub: true },
  { key: "totalFatG", label: "Total fat", unit: "g", max: 100 },
  { key: "saturatedFatG", label: "Saturated fat", unit: "g", max: 100, sub: true },
  { key: "transFatG", label: "Trans fat", unit: "g", max: 100, sub: true },
  { key: "cholesterolMg", label: "Cholesterol", unit: "mg", max: 100_000 },
  { key: "sodiumMg", label: "Sodium", unit: "mg", max: 100_000 },
] as const;
export type NutrientKey = (typeof NUTRIENTS)[number]["key"];
export type Nutrition = { basis: NutritionBasis } & Record<NutrientKey, number>;

export const VEG_MARKS = ["veg", "non-veg"] as const;
export type VegMark = (typeof VEG_MARKS)[number];
export const VEG_MARK_LABELS: Record<VegMark, string> = { veg: "Vegetarian", "non-veg": "Non-vegetarian" };

export const ORGANIC_SCHEMES = ["npop", "pgs-india"] as const;
export type OrganicScheme = (typeof ORGANIC_SCHEMES)[number];
/** The Organic badge in any case or spacing: the word that needs a certification behind it. */
export const isOrganicBadge = (badge: string | null | undefined) => (badge ?? "").trim().toLowerCase() === "organic";

export const ORGANIC_SCHEME_LABELS: Record<OrganicScheme, string> = { npop: "NPOP (India Organic)", "pgs-india": "PGS-India" };

export type Party = { name: string; address: string };

/** An item's declarations as stored: null is "not declared"; FSSAI licence and customer care null mean the seller's. */
export type ItemDeclarations = {
  manufacturer: Party | null;
  /** Null when the manufacturer packs it. */
  packer: Party | null;
  marketer: Party | null;
  countryOfOrigin: string | null;
  bestBefore: string | null;
  storage: string | null;
  ingredients: string | null;
  nutrition: Nutrition | null;
  allergens: string | null;
  vegMark: VegMark | null;
  fssaiLicence: string | null;
  customerCarePhone: string | null;
  customerCareEmail: string | null;
  organicScheme: OrganicScheme | null;
  organicBody: string | null;
  organicCertificate: string | null;
} & LabelHindi;

export const NO_DECLARATIONS: ItemDeclarations = {
  manufacturer: null,
  packer: null,
  marketer: null,
  countryOfOrigin: null,
  bestBefore: null,
  storage: null,
  ingredients: null,
  nutrition: null,
  allergens: null,
  vegMark: null,
  fssaiLicence: null,
  customerCarePhone: null,
  customerCareEmail: null,
  organicScheme: null,
  organicBody: null,
  organicCertificate: null,
  ...NO_LABEL_HINDI,
};

/** What a product page shows: the seller's licence and customer care filled in where the item has none of its own. */
export type ShownDeclarations = Omit<ItemDeclarations, "fssaiLicence" | "customerCarePhone" | "customerCareEmail"> & {
  fssaiLicence: string;
  customerCare: { phone: string; email: string };
};

export function shownDeclarationsOf(declarations: ItemDeclarations): ShownDeclarations {
  const { fssaiLicence, customerCarePhone, customerCareEmail, ...rest } = declarations;
  return {
    ...rest,
    fssaiLicence: fssaiLicence ?? seller.fssaiLicence,
    customerCare: { phone: customerCarePhone ?? brand.phoneDisplay, email: customerCareEmail ?? brand.supportEmail },
  };
}

/** The seller at its registered address: the seeded items' manufacturer and packer, and the form's suggestion. */
export function sellerAsParty(): Party {
  const { lines, city, state, pincode } = seller.registeredAddress;
  return { name: seller.legalName, address: [...lines, `${city}, ${state} ${pincode}`].join(", ") };
}
