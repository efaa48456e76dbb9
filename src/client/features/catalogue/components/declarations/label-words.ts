import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { NutrientKey, NutritionBasis, VegMark } from "~/shared/declarations/declarations";

// The label's fixed words (shared/declarations/declarations.ts keeps them in English for the back office),
// in the page's language: nutrient rows, the table's basis and the FSSAI food type.

/** Each nutrient's row heading; the "of which" rows say so. */
export const nutrientLabels: Record<NutrientKey, MessageDescriptor> = {
  energyKcal: msg`Energy`,
  proteinG: msg`Protein`,
  carbohydrateG: msg`Carbohydrate`,
  totalSugarsG: msg`of which total sugars`,
  addedSugarsG: msg`of which added sugars`,
  totalFatG: msg`Total fat`,
  saturatedFatG: msg`of which saturated fat`,
  transFatG: msg`of which trans fat`,
  cholesterolMg: msg`Cholesterol`,
  sodiumMg: msg`Sodium`,
};

/** The table's caption and its figures' column, per what amount. */
export const nutritionBasis: Record<NutritionBasis, { caption: MessageDescriptor; column: MessageDescriptor }> = {
  "100g": { caption: msg`Nutrition information per 100 g (approximate values)`, column: msg`Per 100 g` },
  "100ml": { caption: msg`Nutrition information per 100 ml (approximate values)`, column: msg`Per 100 ml` },
};

export const vegMarkLabels: Record<VegMark, MessageDescriptor> = { veg: msg`Vegetarian`, "non-veg": msg`Non-vegetarian` };
export const vegMarkNames: Record<VegMark, MessageDescriptor> = { veg: msg`Vegetarian mark`, "non-veg": msg`Non-vegetarian mark` };

