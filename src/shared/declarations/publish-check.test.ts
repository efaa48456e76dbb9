import { describe, expect, it } from "vitest";
import { isOrganicBadge, NO_DECLARATIONS, type ItemDeclarations } from "./declarations";
import { declarationsRefusal, missingDeclarations, missingOrganicCertification } from "./publish-check";
import { seedDeclarations } from "./seed-declarations";
import { seedProducts } from "../catalog/products";
import { seedBundles } from "../catalog/bundles";

// The label an item needs before the shop shows it (docs/product-rules.md#declarations).

const product = { kind: "product", badge: null } as const;
const organicProduct = { kind: "product", badge: "Organic" } as const;
const bundle = { kind: "bundle", badge: null } as const;
const complete: ItemDeclarations = seedDeclarations["3"]!;

describe("the publish check of an item's declarations", () => {
  it("names every mandatory declaration a product without any lacks", () => {
    expect(missingDeclarations(product, null)).toEqual([
      "manufacturer's name and address",
      "country of origin",
      "best before",
      "ingredients",
      "nutrition information",
      "veg or non-veg mark",
    ]);
    expect(declarationsRefusal(product, NO_DECLARATIONS)).toBe(
      "This product cannot be shown in the shop without a complete label. Add its manufacturer's name and address, country of origin, best before, ingredients, nutrition information and veg or non-veg mark.",
    );
  });

  it("lets a bundle go without a nutrition table and calls its ingredients its contents", () => {
    expect(missingDeclarations(bundle, { ...NO_DECLARATIONS, manufacturer: complete.manufacturer, countryOfOrigin: "India", bestBefore: "6 months", vegMark: "veg" })).toEqual(["contents"]);
    expect(declarationsRefusal(bundle, seedDeclarations["bundle-2"]!)).toBeNull();
  });

  it("needs neither storage, allergens, packer, marketer, licence nor customer care: those are optional or the seller's", () => {
    expect(declarationsRefusal(product, { ...complete, storage: null, allergens: null, packer: null, marketer: null, fssaiLicence: null, customerCarePhone: null, customerCareEmail: null, organicScheme: null, organicCertificate: null })).toBeNull();
  });

  it("refuses an Organic badge without its scheme and certificate number, in any case", () => {
    expect(isOrganicBadge(" organic ")).toBe(true);
    expect(isOrganicBadge("Popular")).toBe(false);
    const uncertified = { ...complete, organicScheme: null, organicCertificate: null };
    expect(missingOrganicCertification({ kind: "product", badge: "ORGANIC" }, uncertified)).toEqual(["certifying scheme (NPOP or PGS-India)", "certificate number"]);
    expect(declarationsRefusal(organicProduct, { ...complete, organicCertificate: null })).toBe(
      "This product cannot be shown in the shop without a complete label. The Organic badge needs its certificate number: add it or remove the badge.",
    );
    expect(declarationsRefusal(organicProduct, complete)).toBeNull();
  });

  it("says both at once: the missing declarations, then the badge's certificate", () => {
    expect(declarationsRefusal(organicProduct, { ...complete, countryOfOrigin: null, vegMark: null, organicScheme: null, organicCertificate: null })).toBe(
      "This product cannot be shown in the shop without a complete label. Add its country of origin and veg or non-veg mark. The Organic badge needs its certifying scheme (NPOP or PGS-India) and certificate number: add them or remove the badge.",
    );
  });

  it("passes every seeded product and bundle with its seeded badge: they stay in the shop", () => {
    for (const p of seedProducts) expect(declarationsRefusal({ kind: "product", badge: p.badge }, seedDeclarations[p.id] ?? null), p.name).toBeNull();
    for (const b of seedBundles) expect(declarationsRefusal({ kind: "bundle", badge: b.badge ?? null }, seedDeclarations[b.id] ?? null), b.name).toBeNull();
  });

  it("gives the seeded items plausible nutrition: macronutrients within the weight, energy near 4-4-9", () => {
    for (const p of seedProducts) {
      const n = seedDeclarations[p.id]!.nutrition!;
      expect(n.proteinG + n.carbohydrateG + n.totalFatG, p.name).toBeLessThanOrEqual(100);
      const energy = 4 * n.proteinG + 4 * n.carbohydrateG + 9 * n.totalFatG;
      expect(Math.abs(energy - n.energyKcal) / n.energyKcal, p.name).toBeLessThan(0.1);
      expect(n.basis, p.name).toBe(p.category === "mustard-oils" ? "100ml" : "100g");
    }
  });
});
