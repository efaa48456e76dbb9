import type { Lang } from "../lang";
import type { Catalogue } from "./catalogue";

// An item's words beyond the ones its page shows (docs/decisions/073-catalogue-text-in-hindi.md):
// its Hindi, the English a Hindi page replaced, and staff's search words. Search reads them all, so
// "सरसों" finds the mustard oils on /shop and "sarson" finds them on /hi/shop.

export type ItemTexts = {
  hi?: { name?: string; description?: string };
  /** Set on a Hindi page's copy: the English its name and description replaced. */
  en?: { name: string; description: string };
  searchTerms?: string;
};

type Texted = { name: string; description: string; texts?: ItemTexts };

/** The texts a stored item carries; none (no key) when it has no Hindi and no search words, so its JSON reads as before. */
export function itemTextsOf(row: { nameHi: string | null; descriptionHi: string | null; searchTerms: string | null }): { texts?: ItemTexts } {
  const hi = { ...(row.nameHi ? { name: row.nameHi } : {}), ...(row.descriptionHi ? { description: row.descriptionHi } : {}) };
  const texts: ItemTexts = { ...(Object.keys(hi).length > 0 ? { hi } : {}), ...(row.searchTerms ? { searchTerms: row.searchTerms } : {}) };
  return Object.keys(texts).length > 0 ? { texts } : {};
}

/** The item as a page in `lang` shows it: Hindi name and description where it has them, English where not. */
export function localizeItem<Item extends Texted>(item: Item, lang: Lang): Item {
  const { hi, ...rest } = item.texts ?? {};
  if (lang === "en" || !hi) return item;
  // The Hindi now shows as its name and description: the page carries it once, and the English for search.
  return { ...item, name: hi.name ?? item.name, description: hi.description ?? item.description, texts: { ...rest, en: { name: item.name, description: item.description } } };
}

/** A stored item's name as a page in `lang` shows it (a cart or wishlist line): its Hindi on /hi where it has one, else the English. */
export const nameIn = (lang: Lang, item: { name: string; nameHi: string | null }): string => (lang === "hi" && item.nameHi) || item.name;

/** The catalogue as a page in `lang` shows it. */
export function localizeCatalogue(catalogue: Catalogue, lang: Lang): Catalogue {
  if (lang === "en") return catalogue;
  return { products: catalogue.products.map((item) => localizeItem(item, lang)), bundles: catalogue.bundles.map((item) => localizeItem(item, lang)) };
}

/** Every word of an item's texts search matches, besides its shown name and description. */
export const searchWordsOf = (texts: ItemTexts | undefined): string[] =>
  texts ? [texts.hi?.name, texts.hi?.description, texts.en?.name, texts.en?.description, texts.searchTerms].filter((text): text is string => !!text) : [];
