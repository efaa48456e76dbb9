import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultShopFilters, filterProducts } from "./filters";
import { localizeCatalogue, localizeItem } from "./item-texts";
import { suggestionsFor, wordsOf } from "./search";
import { seedCatalogue } from "./seed-catalogue.fixture";

// Devanagari and its Latin spellings find the same products on /shop and on /hi/shop.

const pages = {
  "/shop": seedCatalogue,
  "/hi/shop": localizeCatalogue(seedCatalogue, "hi"),
};

describe.each(Object.entries(pages))("search on %s", (_page, catalogue) => {
  const found = (q: string) =>
    filterProducts(catalogue.products, { ...defaultShopFilters, q })
      .map((p) => p.id)
      .sort();

  it("finds the mustard oils by सरसों, with or without its anusvara, 'का तेल' or a joiner", () => {
    for (const q of [
      "सरसों",
      "सरसो",
      "सरसों का तेल",
      "सरसों\u200d",
      "राई",
      "sarson",
      "sarson kachi ghani",
      "mustard oil",
    ])
      expect(found(q), q).toEqual(["1", "2"]);
  });

  it("finds arhar dal in Devanagari, its other names and in Latin, with the mix that holds it", () => {
    for (const q of ["अरहर दाल", "अरहर", "तुअर दाल", "तूर", "arhar dal", "toor"])
      expect(found(q), q).toEqual(["3", "5"]);
  });

  it("folds chandrabindu and nukta the way shoppers' spellings vary", () => {
    expect(found("मूँग")).toEqual(["5", "6", "7"]);
    expect(found("खुशबू")).toEqual(["1"]);
    expect(found("कठिया दलिया")).toEqual(["12"]);
  });

  it("finds nothing for a Hindi word no product has", () => {
    expect(found("चावल का आटा")).toEqual([]);
    expect(found("घी")).toEqual([]);
  });

  it("suggests by the Hindi name", () => {
    expect(
      suggestionsFor(catalogue.products, "सरसों")
        .map((p) => p.id)
        .sort(),
    ).toEqual(["1", "2"]);
  });
});

describe("words of a text", () => {
  it("splits Devanagari into words at spaces and the danda", () => {
    expect(wordsOf("सरसों का तेल। अरहर-दाल")).toEqual([
      "सरसों",
      "का",
      "तेल",
      "अरहर",
      "दाल",
    ]);
    expect(wordsOf("ज़ीरा गाँव")).toEqual(wordsOf("जीरा गांव"));
  });

  it("splits ASCII text exactly as before Devanagari was added", () => {
    const before = (text: string) =>
      text
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length > 0);
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(wordsOf(text)).toEqual(before(text));
      }),
    );
    expect(wordsOf("Crème Brûlée 5L")).toEqual(before("Crème Brûlée 5L"));
  });
});

describe("the catalogue in a language", () => {
  it("shows the Hindi name and description on a Hindi page, the English on an English one", () => {
    const oil = seedCatalogue.products[0]!;
    expect(localizeItem(oil, "en")).toBe(oil);
    expect(localizeItem(oil, "hi")).toMatchObject({
      name: "कच्ची घानी सरसों का तेल, हाइड्रॉलिक प्रेस 1 लीटर",
      texts: { en: { name: "Hydraulic Pressed Mustard Oil 1L" } },
    });
  });

  it("keeps the English where an item has no Hindi", () => {
    const { texts: _texts, ...withoutHindi } = seedCatalogue.products[3]!;
    expect(localizeItem(withoutHindi, "hi")).toEqual(withoutHindi);
    const onlyName = { ...withoutHindi, texts: { hi: { name: "उड़द दाल" } } };
    expect(localizeItem(onlyName, "hi")).toMatchObject({
      name: "उड़द दाल",
      description: withoutHindi.description,
    });
  });
});
