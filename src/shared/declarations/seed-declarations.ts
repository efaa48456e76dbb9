import type { ItemDeclarations, Nutrition } from "./declarations";
import { NO_DECLARATIONS, sellerAsParty } from "./declarations";

// The seeded items' demo declarations (PRODUCT.md "Pack sizes and declarations"): the seller makes and
// packs everything at its registered address; licence and customer care are the seller's (null).

/** Each text in English and as the Hindi label says it. */
type Text = readonly [en: string, hi: string];

const STORAGE: Text = ["Store in a cool, dry place away from sunlight", "ठंडी और सूखी जगह पर, धूप से दूर रखें"];
const OIL_BEST_BEFORE: Text = ["9 months from packing", "पैकिंग से 9 महीने तक"];
const DRY_BEST_BEFORE: Text = ["6 months from packing", "पैकिंग से 6 महीने तक"];
const MUSTARD: Text = ["Contains mustard", "इसमें सरसों है"];
const WHEAT: Text = ["Contains wheat (gluten)", "इसमें गेहूँ (ग्लूटेन) है"];
const MAY_CONTAIN: Text = ["Packed in a unit that also handles mustard and wheat", "जिस इकाई में यह पैक होता है, वहाँ सरसों और गेहूँ भी पैक होते हैं"];
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

const common = (): ItemDeclarations => ({ ...NO_DECLARATIONS, manufacturer: sellerAsParty(), countryOfOrigin: "India", storage: STORAGE[0], storageHi: STORAGE[1], vegMark: "veg" });
const label = (ingredients: Text, bestBefore: Text, allergens: Text) => ({
  ingredients: ingredients[0],
  ingredientsHi: ingredients[1],
  bestBefore: bestBefore[0],
  bestBeforeHi: bestBefore[1],
  allergens: allergens[0],
  allergensHi: allergens[1],
});

const oil = (ingredients: Text): ItemDeclarations => ({ ...common(), ...label(ingredients, OIL_BEST_BEFORE, MUSTARD), nutrition: MUSTARD_OIL });
const organicDry = (ingredients: Text, figures: Figures, allergens = MAY_CONTAIN): ItemDeclarations => ({
  ...common(),
  ...label(ingredients, DRY_BEST_BEFORE, allergens),
  nutrition: per100g(figures),
  ...ORGANIC,
});
const bundle = (contents: Text, bestBefore: Text, allergens: Text, organic = false): ItemDeclarations => ({ ...common(), ...label(contents, bestBefore, allergens), ...(organic ? ORGANIC : {}) });
const both = (...texts: Text[]): Text => [texts.map((text) => text[0]).join("; "), texts.map((text) => text[1]).join("; ")];

const HYDRAULIC: Text = ["Hydraulic Pressed Mustard Oil 1L (100% cold-pressed mustard oil, kachi ghani)", "कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर (100% ठंडा पेरा सरसों का तेल)"];
const WOOD: Text = ["Wood Pressed Mustard Oil 1L (100% wood-pressed mustard oil, kachi ghani)", "लकड़ी की घानी का सरसों तेल 1 लीटर (100% लकड़ी के कोल्हू में पेरा सरसों का तेल)"];
const DALIYA: Text = ["Kathiya Daliya 500 g (100% organic broken wheat)", "कठिया दलिया 500 ग्राम (100% ऑर्गेनिक गेहूँ का दलिया)"];
const MIXED_BEST_BEFORE: Text = ["6 months from packing (mustard oil 9 months)", "पैकिंग से 6 महीने तक (सरसों का तेल 9 महीने तक)"];

/** By catalogue item id: SPEC's twelve products and six bundles. */
export const seedDeclarations: Readonly<Record<string, ItemDeclarations>> = {
  "1": oil(["100% cold-pressed mustard oil (kachi ghani), pressed in a hydraulic press from yellow and black mustard seed", "100% कच्ची घानी सरसों का तेल, पीली और काली सरसों से हाइड्रॉलिक प्रेस में ठंडा पेरा गया"]),
  "2": oil(["100% cold-pressed mustard oil (kachi ghani), pressed in a wooden kolhu", "100% कच्ची घानी सरसों का तेल, लकड़ी के कोल्हू में ठंडा पेरा गया"]),
  "3": organicDry(["100% organic arhar (toor) dal, unpolished", "100% ऑर्गेनिक अरहर (तुअर) दाल, बिना पॉलिश की"], [343, 22.3, 57.6, 2.9, 1.5, 0.3, 17]),
  "4": organicDry(["100% organic split urad dal, unpolished", "100% ऑर्गेनिक उड़द दाल, बिना पॉलिश की"], [341, 25.2, 58.9, 2.0, 1.6, 0.1, 38]),
  "5": organicDry(["Organic toor, chana, moong, urad and masoor dal (20% each), unpolished", "ऑर्गेनिक अरहर, चना, मूंग, उड़द और मसूर दाल (हर एक 20%), बिना पॉलिश की"], [345, 23.5, 58.0, 2.5, 2.0, 0.3, 25]),
  "6": organicDry(["100% organic split yellow moong dal, unpolished", "100% ऑर्गेनिक पीली मूंग दाल, बिना पॉलिश की"], [348, 24.5, 59.9, 2.0, 1.2, 0.3, 15]),
  "7": organicDry(["100% organic whole green moong, unpolished", "100% ऑर्गेनिक साबुत हरी मूंग, बिना पॉलिश की"], [347, 23.9, 62.6, 6.6, 1.2, 0.3, 15]),
  "8": organicDry(["100% organic split red masoor dal, unpolished", "100% ऑर्गेनिक लाल मसूर दाल, बिना पॉलिश की"], [358, 24.6, 63.4, 2.0, 1.1, 0.2, 6]),
  "9": organicDry(["100% organic whole brown masoor, unpolished", "100% ऑर्गेनिक साबुत भूरी मसूर, बिना पॉलिश की"], [343, 24.0, 60.1, 2.0, 1.1, 0.2, 6]),
  "10": organicDry(["100% organic split Bengal gram (chana dal), unpolished", "100% ऑर्गेनिक चना दाल, बिना पॉलिश की"], [360, 20.8, 59.8, 5.0, 5.6, 0.6, 24]),
  "11": organicDry(["100% organic whole kala chana, unpolished", "100% ऑर्गेनिक साबुत काला चना, बिना पॉलिश का"], [364, 19.3, 60.7, 10.7, 6.0, 0.6, 24]),
  "12": organicDry(["100% organic broken kathiya wheat (daliya)", "100% ऑर्गेनिक कठिया गेहूँ का दलिया"], [342, 12.3, 71.2, 0.4, 1.3, 0.2, 17], WHEAT),
  "bundle-1": bundle(both(HYDRAULIC, ["Organic Arhar Dal 500gm (100% organic arhar dal)", "ऑर्गेनिक अरहर दाल 500 ग्राम (100% ऑर्गेनिक अरहर दाल)"], ["Moong Dal 500 g (100% organic moong dal)", "मूंग दाल 500 ग्राम (100% ऑर्गेनिक मूंग दाल)"]), MIXED_BEST_BEFORE, MUSTARD),
  "bundle-2": bundle(both(HYDRAULIC, WOOD), OIL_BEST_BEFORE, MUSTARD),
  "bundle-3": bundle(
    both(DALIYA, ["Sabut Moong Dal 500 g (100% organic whole moong)", "साबुत मूंग 500 ग्राम (100% ऑर्गेनिक साबुत मूंग)"], ["Sabut Masoor Dal 500 g (100% organic whole masoor)", "साबुत मसूर 500 ग्राम (100% ऑर्गेनिक साबुत मसूर)"]),
    DRY_BEST_BEFORE,
    WHEAT,
  ),
  "bundle-4": bundle(
    both(HYDRAULIC, WOOD, ["five organic dals, 500 g each (arhar, urad, moong, masoor, chana)", "पाँच ऑर्गेनिक दालें, हर एक 500 ग्राम (अरहर, उड़द, मूंग, मसूर, चना)"], DALIYA),
    MIXED_BEST_BEFORE,
    ["Contains mustard and wheat (gluten)", "इसमें सरसों और गेहूँ (ग्लूटेन) है"],
  ),
  "bundle-5": bundle(both(["Hydraulic Pressed Mustard Oil, 2 × 1 L (100% cold-pressed mustard oil, kachi ghani)", "कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस, 2 × 1 लीटर (100% ठंडा पेरा सरसों का तेल)"], WOOD), OIL_BEST_BEFORE, MUSTARD),
  "bundle-6": bundle(both(["Chana Dal, Sabut Chana Dal and Panchratna Dal, 500 g each (100% organic pulses)", "चना दाल, साबुत काला चना और पंचरत्न दाल, हर एक 500 ग्राम (100% ऑर्गेनिक दालें)"], DALIYA), DRY_BEST_BEFORE, WHEAT, true),
};
