import { describe, expect, it } from "vitest";
import { defaultShopFilters, filterProducts } from "./filters";
import { compileSearch, editDistance, suggestionsFor } from "./search";
import { seedCatalogue } from "./seed-catalogue.fixture";

const { products } = seedCatalogue;
const found = (q: string) => filterProducts(products, { ...defaultShopFilters, q }).map((p) => p.name).sort();
const names = (...ids: string[]) => ids.map((id) => products.find((p) => p.id === id)!.name).sort();

const mustardOils = names("1", "2");

describe("search in the shopper's words", () => {
  it("finds the mustard oils by their Hindi name, with or without 'oil' or 'tel'", () => {
    expect(found("sarson")).toEqual(mustardOils);
    expect(found("Sarso")).toEqual(mustardOils);
    expect(found("sarson ka tel")).toEqual(mustardOils);
    expect(found("sarson oil")).toEqual(mustardOils);
  });

  it("finds toor dal as toor, tur or arhar, and the mix that holds it", () => {
    expect(found("toor")).toEqual(names("3", "5"));
    expect(found("arhar")).toEqual(names("3", "5"));
    expect(found("tur dal")).toEqual(names("3", "5"));
    expect(found("arhar daal")).toEqual(names("3", "5"));
  });

  it("finds each dal by its name and common spellings", () => {
    expect(found("masoor")).toEqual(names("5", "8", "9"));
    expect(found("masur dal")).toEqual(names("5", "8", "9"));
    expect(found("moong")).toEqual(names("5", "6", "7"));
    expect(found("mung")).toEqual(names("5", "6", "7"));
    expect(found("chana")).toEqual(names("5", "10", "11"));
    expect(found("channa")).toEqual(names("5", "10", "11"));
    expect(found("urad")).toEqual(names("4", "5"));
    expect(found("udad dal")).toEqual(names("4", "5"));
  });

  it("finds daliya as daliya or dalia", () => {
    expect(found("daliya")).toEqual(names("12"));
    expect(found("dalia")).toEqual(names("12"));
  });

  it("finds every dal as dal, daal or dhal", () => {
    const dals = names("3", "4", "5", "6", "7", "8", "9", "10", "11");
    expect(found("daal")).toEqual(dals);
    expect(found("dhal")).toEqual(dals);
    // "dal" as typed so far also starts "daliya".
    expect(found("dal")).toEqual([...dals, ...names("12")].sort());
    // A space after it says the word is finished.
    expect(found("dal ")).toEqual(dals);
  });

  it("forgives small typos in longer words", () => {
    expect(found("musterd oil")).toEqual(mustardOils);
    expect(found("mustrad")).toEqual(mustardOils);
    expect(found("musturd oil")).toEqual(mustardOils);
    expect(found("hydralic")).toEqual(names("1"));
    expect(found("arhaar")).toEqual(names("3", "5"));
    expect(found("masoorr")).toEqual(names("5", "8", "9"));
    expect(found("daliyaa")).toEqual(names("12"));
  });

  it("finds as the shopper types: the last word may be unfinished", () => {
    expect(found("must")).toEqual(mustardOils);
    expect(found("wood pre")).toEqual(names("2"));
    expect(found("kathiy")).toEqual(names("12"));
  });

  it("does not stretch short words into others (no false positives)", () => {
    expect(found("oil")).toEqual(mustardOils);
    expect(found("tel")).toEqual(mustardOils);
    expect(found("rice")).toEqual([]);
    expect(found("soap")).toEqual([]);
    expect(found("ghee")).toEqual([]);
    expect(found("tea")).toEqual([]);
    expect(found("saffron")).toEqual([]);
    expect(found("chai")).toEqual([]);
    expect(found("rich")).toEqual(names("2")); // a word of its description, not "rice"
    expect(found("urad oil")).toEqual([]);
    expect(found("sarson dal")).toEqual([]);
  });

  it("keeps the old exact matching (case, words of the description)", () => {
    expect(found("KOLHU")).toEqual(names("2"));
    expect(found("Bengal gram")).toEqual(names("10"));
    expect(found("")).toHaveLength(12);
    expect(compileSearch("  ").empty).toBe(true);
  });
});

describe("suggestions", () => {
  it("offers at most five, those named by the words first", () => {
    const suggested = suggestionsFor(products, "moong").map((p) => p.name);
    expect(suggested.slice(0, 2).sort()).toEqual(["Moong Dal", "Sabut Moong Dal"]);
    expect(suggested).toContain("Panchratna Dal");
    expect(suggestionsFor(products, "dal")).toHaveLength(5);
    expect(suggestionsFor(products, "sarson").map((p) => p.name).sort()).toEqual(mustardOils);
    expect(suggestionsFor(products, "")).toEqual([]);
  });
});

describe("edit distance", () => {
  it("counts an adjacent swap as one edit", () => {
    expect(editDistance("mustard", "mustrad", 2)).toBe(1);
    expect(editDistance("musterd", "mustard", 2)).toBe(1);
    expect(editDistance("dal", "oil", 3)).toBe(2);
    expect(editDistance("abc", "abcdef", 1)).toBe(2);
  });
});
