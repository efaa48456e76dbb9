import { searchWordsOf, type ItemTexts } from "./item-texts";

// The shop's search in the shopper's words: Hindi names and small typos. Pure, shared by the grid and its suggestions.

/** Words shoppers type, each with the catalogue's words it means; a key also matches itself. Typos are left to the fuzzy match. */
const synonyms: Record<string, readonly string[]> = {
  sarson: ["mustard"],
  sarso: ["mustard"],
  sarsoon: ["mustard"],
  rai: ["mustard"],
  tel: ["oil"],
  toor: ["toor", "arhar"],
  tur: ["toor", "arhar"],
  tuvar: ["toor", "arhar"],
  arhar: ["toor", "arhar"],
  pigeon: ["toor", "arhar"],
  masoor: ["masoor", "lentil", "lentils"],
  masur: ["masoor", "lentil", "lentils"],
  lentil: ["masoor", "lentil", "lentils"],
  moong: ["moong"],
  mung: ["moong"],
  mong: ["moong"],
  chana: ["chana", "gram"],
  channa: ["chana", "gram"],
  chickpea: ["chana"],
  chickpeas: ["chana"],
  urad: ["urad"],
  udad: ["urad"],
  urd: ["urad"],
  daliya: ["daliya"],
  dalia: ["daliya"],
  dalya: ["daliya"],
  porridge: ["daliya"],
  dal: ["dal"],
  daal: ["dal"],
  dhal: ["dal"],
  dail: ["dal"],
  gehun: ["wheat"],
  gehu: ["wheat"],
  // Devanagari, as wordsOf folds it: spellings that differ from the seeded Hindi names.
  तुअर: ["अरहर"],
  तूर: ["अरहर"],
  तुवर: ["अरहर"],
  राई: ["सरसों"],
  सरसो: ["सरसों"],
  मुंग: ["मूंग"],
};

/** Words that say nothing about a product ("sarson ka tel", "oil for cooking"). */
const stopWords = new Set(["ka", "ki", "ke", "the", "a", "an", "of", "for", "and", "with", "in", "का", "की", "के", "और"]);

/** Devanagari is folded the way shoppers' spellings vary: nukta dropped (ज़ = ज), chandrabindu as anusvara (गाँव = गांव), no joiners. */
export function wordsOf(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, "")
    .replace(/\u0901/g, "\u0902")
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Optimal string alignment distance, stopping once it exceeds `max`: the words are short, so a plain table will do. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push(new Array<number>(b.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** None up to 4 letters (rice is one letter from "rich"), 1 up to 7 (musterd), 2 from 8 (hydralic). */
export function typosAllowed(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}

const close = (typed: string, word: string) => typed === word || editDistance(typed, word, typosAllowed(Math.min(typed.length, word.length))) <= typosAllowed(Math.min(typed.length, word.length));

/** What one typed word may mean: itself and, for a (possibly misspelt) Hindi name, the catalogue's words. */
function meaningsOf(typed: string): string[] {
  const meanings = new Set([typed]);
  for (const [name, words] of Object.entries(synonyms)) {
    if (close(typed, name)) for (const word of words) meanings.add(word);
  }
  return [...meanings];
}

/** Whether one of a product's words is this one, or within the typos its length allows. */
const matchesWord = (meaning: string, productWords: readonly string[]) => productWords.some((word) => close(meaning, word));

/** Whether the word still being typed (at least 2 letters) starts one of the product's words. */
const startsWord = (typed: string, productWords: readonly string[]) => typed.length >= 2 && productWords.some((word) => word.startsWith(typed));

/** A compiled search: compile once per query, then test each product. */
export type SearchQuery = { test: (text: string) => boolean; empty: boolean };

/** Every typed word but the stop words must match the product's text; the last may be a prefix, as it is still being typed. */
export function compileSearch(query: string): SearchQuery {
  const typed = wordsOf(query);
  const meaningful = typed.filter((word) => !stopWords.has(word));
  const words = meaningful.length > 0 ? meaningful : typed;
  if (words.length === 0) return { test: () => true, empty: true };
  // Only the word itself may be unfinished, not what it means: "daal" means "dal", not "daliya".
  const wanted = words.map((word, index) => ({ word, meanings: meaningsOf(word), partial: index === words.length - 1 && !/\s$/.test(query) }));
  return {
    empty: false,
    test: (text) => {
      const productWords = wordsOf(text);
      return wanted.every(({ word, meanings, partial }) => (partial && startsWord(word, productWords)) || meanings.some((meaning) => matchesWord(meaning, productWords)));
    },
  };
}


type Searchable = { name: string; description: string; sizes?: readonly { label: string }[]; texts?: ItemTexts };

/** Includes the other language's words and every size ("5 L" also as "5l"), so "सरसों" finds a product on an English page. */
export const searchableText = (item: Searchable) =>
  [item.name, item.description, ...searchWordsOf(item.texts), ...(item.sizes ?? []).flatMap((size) => [size.label, size.label.replace(/\s+/g, "")])].join(" ");

/** The names of the first `limit` items matching `query`, those whose name matches first. */
export function suggestionsFor<Item extends Searchable>(items: readonly Item[], query: string, limit = 5): Item[] {
  const search = compileSearch(query);
  if (search.empty) return [];
  const inName = items.filter((item) => search.test(item.name));
  const inText = items.filter((item) => !inName.includes(item) && search.test(searchableText(item)));
  return [...inName, ...inText].slice(0, limit);
}
