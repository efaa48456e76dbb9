import type { ItemDeclarations, Nutrition } from "./declarations";
import { NO_DECLARATIONS, sellerAsParty } from "./declarations";

// The seeded items' demo declarations (PRODUCT.md "Pack sizes and declarations"): the seller makes and
// packs everything at its registered address; licence and customer care are the seller's (null).

const STORAGE = "Store in a cool, dry place away from sunlight";
const OIL_BEST_BEFORE = "9 months from packing";
const DRY_BEST_BEFORE = "6 months from packing";
const MUSTARD = "Contains mustard";
const WHEAT = "Contains wheat (gluten)";
const MAY_CONTAIN = "Packed in a unit that also handles mustard and wheat";
/** One PGS-India certificate covers the family's farm group and everything it grows. */
const ORGANIC = { organicScheme: "pgs-india", organicBody: "Narela Farmers' Local Group", organicCertificate: "PGSI-DL-0417-2026" } as const;

type Figures = [energy: number, protein: number, carbohydrate: number, totalSugars: number, fat: number, saturatedFat: number, sodium: number];

const per100g = ([energyKcal, proteinG, carbohydrateG, totalSugarsG, totalFatG, saturatedFatG, sodiumMg]: Figures): Nutrition => ({
  basis: "100g",
  energyKcal,
  proteinG,
  carbohydrateG,
  totalSugarsG,
  addedSugarsG: 0,
  totalFatG,
  saturatedFatG,
  transFatG: 0,
  cholesterolMg: 0,
  sodiumMg,
});

/** Mustard oil weighs about 0.91 g a millilitre: 91 g of fat in 100 ml. */
const MUSTARD_OIL: Nutrition = { ...per100g([819, 0, 0, 0, 91, 6.4, 0]), basis: "100ml" };

const common = (): ItemDeclarations => ({ ...NO_DECLARATIONS, manufacturer: sellerAsParty(), countryOfOrigin: "India", storage: STORAGE, vegMark: "veg" });

const oil = (ingredients: string): ItemDeclarations => ({ ...common(), bestBefore: OIL_BEST_BEFORE, ingredients, nutrition: MUSTARD_OIL, allergens: MUSTARD });
const organicDry = (ingredients: string, figures: Figures, allergens = MAY_CONTAIN): ItemDeclarations => ({
  ...common(),
  bestBefore: DRY_BEST_BEFORE,
  ingredients,
  nutrition: per100g(figures),
  allergens,
  ...ORGANIC,
});
const bundle = (contents: string, bestBefore: string, allergens: string, organic = false): ItemDeclarations => ({
  ...common(),
  bestBefore,
  ingredients: contents,
  allergens,
  ...(organic ? ORGANIC : {}),
});


const HYDRAULIC = "Hydraulic Pressed Mustard Oil 1L (100% cold-pressed mustard oil, kachi ghani)";
const WOOD = "Wood Pressed Mustard Oil 1L (100% wood-pressed mustard oil, kachi ghani)";
const MIXED_BEST_BEFORE = "6 months from packing (mustard oil 9 months)";

/** By catalogue item id: SPEC's twelve products and six bundles. */
export const seedDeclarations: Readonly<Record<string, ItemDeclarations>> = {
  "1": oil("100% cold-pressed mustard oil (kachi ghani), pressed in a hydraulic press from yellow and black mustard seed"),
  "2": oil("100% cold-pressed mustard oil (kachi ghani), pressed in a wooden kolhu"),
  "3": organicDry("100% organic arhar (toor) dal, unpolished", [343, 22.3, 57.6, 2.9, 1.5, 0.3, 17]),
  "4": organicDry("100% organic split urad dal, unpolished", [341, 25.2, 58.9, 2.0, 1.6, 0.1, 38]),
  "5": organicDry("Organic toor, chana, moong, urad and masoor dal (20% each), unpolished", [345, 23.5, 58.0, 2.5, 2.0, 0.3, 25]),
  "6": organicDry("100% organic split yellow moong dal, unpolished", [348, 24.5, 59.9, 2.0, 1.2, 0.3, 15]),
  "7": organicDry("100% organic whole green moong, unpolished", [347, 23.9, 62.6, 6.6, 1.2, 0.3, 15]),
  "8": organicDry("100% organic split red masoor dal, unpolished", [358, 24.6, 63.4, 2.0, 1.1, 0.2, 6]),
  "9": organicDry("100% organic whole brown masoor, unpolished", [343, 24.0, 60.1, 2.0, 1.1, 0.2, 6]),
  "10": organicDry("100% organic split Bengal gram (chana dal), unpolished", [360, 20.8, 59.8, 5.0, 5.6, 0.6, 24]),
  "11": organicDry("100% organic whole kala chana, unpolished", [364, 19.3, 60.7, 10.7, 6.0, 0.6, 24]),
  "12": organicDry("100% organic broken kathiya wheat (daliya)", [342, 12.3, 71.2, 0.4, 1.3, 0.2, 17], WHEAT),
  "bundle-1": bundle(`${HYDRAULIC}; Organic Arhar Dal 500gm (100% organic arhar dal); Moong Dal 500 g (100% organic moong dal)`, MIXED_BEST_BEFORE, MUSTARD),
  "bundle-2": bundle(`${HYDRAULIC}; ${WOOD}`, OIL_BEST_BEFORE, MUSTARD),
  "bundle-3": bundle("Kathiya Daliya 500 g (100% organic broken wheat); Sabut Moong Dal 500 g (100% organic whole moong); Sabut Masoor Dal 500 g (100% organic whole masoor)", DRY_BEST_BEFORE, WHEAT),
  "bundle-4": bundle(`${HYDRAULIC}; ${WOOD}; five organic dals, 500 g each (arhar, urad, moong, masoor, chana); Kathiya Daliya 500 g (100% organic broken wheat)`, MIXED_BEST_BEFORE, "Contains mustard and wheat (gluten)"),
  "bundle-5": bundle(`Hydraulic Pressed Mustard Oil, 2 × 1 L (100% cold-pressed mustard oil, kachi ghani); ${WOOD}`, OIL_BEST_BEFORE, MUSTARD),
  "bundle-6": bundle("Chana Dal, Sabut Chana Dal and Panchratna Dal, 500 g each (100% organic pulses); Kathiya Daliya 500 g (100% organic broken wheat)", DRY_BEST_BEFORE, WHEAT, true),
};
