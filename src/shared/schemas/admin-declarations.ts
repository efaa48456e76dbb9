import { z } from "zod";
import {
  NUTRIENTS,
  NUTRITION_BASES,
  ORGANIC_SCHEMES,
  VEG_MARKS,
  type ItemDeclarations,
  type NutrientKey,
  type Nutrition,
  type Party,
} from "../declarations/declarations";
import { blankToUndefined, emailSchema, optionalTextSchema, plainString, typedNumber } from "./common";

// PUT /api/admin/catalogue/:id/declarations: what staff type in the item's Declarations section.
// Blank is "not declared": staff may save a label half done; showing the item in the shop needs the
// mandatory ones (shared/declarations/publish-check.ts).

export const FSSAI_LICENCE_MESSAGE = "The FSSAI licence number is 14 digits";
export const CARE_PHONE_MESSAGE = "Enter a phone number of 8 to 13 digits, e.g. +91 98765 43210 or 1800 123 4567";
export const NUTRITION_BASIS_MESSAGE = "Choose per 100 g or per 100 ml";
export const nutrientRequiredMessage = (label: string) => `Enter ${label.toLowerCase()}, or leave the whole table empty`;
const text = (max: number, label: string) => optionalTextSchema(max, `${label} must be at most ${max} characters`);
const choice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: message }).optional());

const nutrientSchema = (label: string, unit: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    typedNumber(`${label} must be a number`, (value) =>
      value
        .min(0, `${label} cannot be negative`)
        .max(max, `${label} cannot be more than ${max} ${unit}`)
        .refine((figure) => Number.isInteger(Math.round(figure * 100 * 1e6) / 1e6), `${label} can have at most 2 decimals`),
    ).optional(),
  );

const nutritionShape = Object.fromEntries(NUTRIENTS.map((row) => [row.key, nutrientSchema(row.label, row.unit, row.max)])) as Record<
  NutrientKey,
  ReturnType<typeof nutrientSchema>
>;

const fields = z.object({
  manufacturerName: text(200, "Manufacturer's name"),
  manufacturerAddress: text(300, "Manufacturer's address"),
  packerName: text(200, "Packer's name"),
  packerAddress: text(300, "Packer's address"),
  marketerName: text(200, "Marketer's name"),
  marketerAddress: text(300, "Marketer's address"),
  countryOfOrigin: text(60, "Country of origin"),
  bestBefore: text(100, "Best before"),
  storage: text(200, "Storage"),
  ingredients: text(1000, "Ingredients"),
  allergens: text(300, "Allergens"),
  bestBeforeHi: text(100, "Best before in Hindi"),
  storageHi: text(200, "Storage in Hindi"),
  ingredientsHi: text(1000, "Ingredients in Hindi"),
  allergensHi: text(300, "Allergens in Hindi"),
  vegMark: choice(VEG_MARKS, "Choose vegetarian or non-vegetarian"),
  fssaiLicence: z.preprocess(blankToUndefined, plainString(FSSAI_LICENCE_MESSAGE).trim().regex(/^\d{14}$/, FSSAI_LICENCE_MESSAGE).optional()),
  customerCarePhone: z.preprocess(
    blankToUndefined,
    plainString(CARE_PHONE_MESSAGE).trim().refine((value) => /^\+?[\d\s-]+$/.test(value) && /^\d{8,13}$/.test(value.replace(/\D/g, "")), CARE_PHONE_MESSAGE).optional(),
  ),
  customerCareEmail: z.preprocess(blankToUndefined, emailSchema().optional()),
  organicScheme: choice(ORGANIC_SCHEMES, "Choose NPOP or PGS-India"),
  organicBody: text(200, "Certifying body"),
  organicCertificate: text(60, "Certificate number"),
  nutritionBasis: choice(NUTRITION_BASES, NUTRITION_BASIS_MESSAGE),
  nutrition: z.object(nutritionShape, { error: "Give the nutrition table as figures" }),
});

type Fields = z.output<typeof fields>;

const PAIRS = [
  ["manufacturerName", "manufacturerAddress", "manufacturer"],
  ["packerName", "packerAddress", "packer"],
  ["marketerName", "marketerAddress", "marketer"],
] as const;

function checkTogether(form: Fields, ctx: z.RefinementCtx) {
  for (const [name, address, who] of PAIRS) {
    if (form[name] && !form[address]) ctx.addIssue({ code: "custom", path: [address], message: `Enter the ${who}'s address too` });
    if (form[address] && !form[name]) ctx.addIssue({ code: "custom", path: [name], message: `Enter the ${who}'s name too` });
  }
  const figures = form.nutrition;
  const anyNutrition = form.nutritionBasis !== undefined || NUTRIENTS.some((row) => figures[row.key] !== undefined);
  if (!anyNutrition) return;
  if (!form.nutritionBasis) ctx.addIssue({ code: "custom", path: ["nutritionBasis"], message: NUTRITION_BASIS_MESSAGE });
  for (const row of NUTRIENTS) {
    if (figures[row.key] === undefined) ctx.addIssue({ code: "custom", path: ["nutrition", row.key], message: nutrientRequiredMessage(row.label) });
  }
  const { totalFatG, saturatedFatG, transFatG, carbohydrateG, totalSugarsG, addedSugarsG } = figures;
  if (totalFatG !== undefined && (saturatedFatG ?? 0) + (transFatG ?? 0) > totalFatG) {
    ctx.addIssue({ code: "custom", path: ["nutrition", "saturatedFatG"], message: "Saturated and trans fat together cannot be more than total fat" });
  }
  if (carbohydrateG !== undefined && (totalSugarsG ?? 0) > carbohydrateG) {
    ctx.addIssue({ code: "custom", path: ["nutrition", "totalSugarsG"], message: "Total sugars cannot be more than carbohydrate" });
  }
  if (totalSugarsG !== undefined && (addedSugarsG ?? 0) > totalSugarsG) {
    ctx.addIssue({ code: "custom", path: ["nutrition", "addedSugarsG"], message: "Added sugars cannot be more than total sugars" });
  }
}

const partyOf = (name: string | undefined, address: string | undefined): Party | null => (name && address ? { name, address } : null);

/** The form as the item's declarations. */
export const declarationsFormSchema = fields.superRefine(checkTogether).transform((form): ItemDeclarations => ({
  manufacturer: partyOf(form.manufacturerName, form.manufacturerAddress),
  packer: partyOf(form.packerName, form.packerAddress),
  marketer: partyOf(form.marketerName, form.marketerAddress),
  countryOfOrigin: form.countryOfOrigin ?? null,
  bestBefore: form.bestBefore ?? null,
  storage: form.storage ?? null,
  ingredients: form.ingredients ?? null,
  allergens: form.allergens ?? null,
  bestBeforeHi: form.bestBeforeHi ?? null,
  storageHi: form.storageHi ?? null,
  ingredientsHi: form.ingredientsHi ?? null,
  allergensHi: form.allergensHi ?? null,
  vegMark: form.vegMark ?? null,
  fssaiLicence: form.fssaiLicence ?? null,
  customerCarePhone: form.customerCarePhone ?? null,
  customerCareEmail: form.customerCareEmail ?? null,
  organicScheme: form.organicScheme ?? null,
  organicBody: form.organicBody ?? null,
  organicCertificate: form.organicCertificate ?? null,
  nutrition: form.nutritionBasis ? ({ basis: form.nutritionBasis, ...form.nutrition } as Nutrition) : null,
}));

export type DeclarationsFormInput = z.input<typeof declarationsFormSchema>;
export type DeclarationsTextField = Exclude<keyof z.input<typeof fields>, "nutrition">;
/** The form's fields as the page holds them: text, blank where nothing is declared. */
export type DeclarationsFieldValues = Record<DeclarationsTextField, string> & { nutrition: Record<NutrientKey, string> };

/** Every field's name as the server's messages name it ("nutrition.proteinG" for a figure). */
export const declarationsFieldNames = [
  ...(Object.keys(fields.shape) as (keyof typeof fields.shape)[]).filter((name): name is DeclarationsTextField => name !== "nutrition"),
  ...NUTRIENTS.map((row) => `nutrition.${row.key}` as const),
];

/** What the form starts with: the item's declarations as text fields, blank where none is declared. */
export function declarationsFormValues(d: ItemDeclarations): DeclarationsFieldValues {
  const nutrition = Object.fromEntries(NUTRIENTS.map((row) => [row.key, d.nutrition ? String(d.nutrition[row.key]) : ""])) as Record<NutrientKey, string>;
  return {
    manufacturerName: d.manufacturer?.name ?? "",
    manufacturerAddress: d.manufacturer?.address ?? "",
    packerName: d.packer?.name ?? "",
    packerAddress: d.packer?.address ?? "",
    marketerName: d.marketer?.name ?? "",
    marketerAddress: d.marketer?.address ?? "",
    countryOfOrigin: d.countryOfOrigin ?? "",
    bestBefore: d.bestBefore ?? "",
    storage: d.storage ?? "",
    ingredients: d.ingredients ?? "",
    allergens: d.allergens ?? "",
    bestBeforeHi: d.bestBeforeHi ?? "",
    storageHi: d.storageHi ?? "",
    ingredientsHi: d.ingredientsHi ?? "",
    allergensHi: d.allergensHi ?? "",
    vegMark: d.vegMark ?? "",
    fssaiLicence: d.fssaiLicence ?? "",
    customerCarePhone: d.customerCarePhone ?? "",
    customerCareEmail: d.customerCareEmail ?? "",
    organicScheme: d.organicScheme ?? "",
    organicBody: d.organicBody ?? "",
    organicCertificate: d.organicCertificate ?? "",
    nutritionBasis: d.nutrition?.basis ?? "",
    nutrition,
  };
}
