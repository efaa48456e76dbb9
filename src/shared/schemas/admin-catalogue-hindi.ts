import { z } from "zod";
import { plainString } from "./common";

// An item's Hindi name and description and its search words, typed by staff beside the English
// (docs/decisions/073-catalogue-text-in-hindi.md). Each is optional: the /hi pages show the English
// where it is missing, and the back office lists what is.

/** Left out, the item keeps its own (older API clients still work); blank clears it. */
const clearableText = (max: number, tooLong: string) =>
  z.preprocess((value) => (value === null ? "" : value), plainString().trim().max(max, tooLong).transform((value) => value || null).optional());

export const hindiTextFields = {
  nameHi: clearableText(120, "Hindi name must be at most 120 characters"),
  descriptionHi: clearableText(2000, "Hindi description must be at most 2000 characters"),
  searchTerms: clearableText(300, "Search words must be at most 300 characters"),
};

export type HindiTexts = { nameHi: string | null; descriptionHi: string | null; searchTerms: string | null };
/** As the back office's list shows an item: also whether its label has English prose without Hindi. */
export type AdminHindi = HindiTexts & { labelMissingHindi?: boolean };

/** The columns a form sets: only those it named. */
export function hindiRowFromForm(form: Partial<HindiTexts>): Partial<HindiTexts> {
  return {
    ...(form.nameHi !== undefined && { nameHi: form.nameHi }),
    ...(form.descriptionHi !== undefined && { descriptionHi: form.descriptionHi }),
    ...(form.searchTerms !== undefined && { searchTerms: form.searchTerms }),
  };
}

const HINDI_TEXTS = { nameHi: "name", descriptionHi: "description" } as const;
type HindiText = keyof typeof HINDI_TEXTS;

/** What an item still lacks in Hindi ("name", "description", "label text"): the back office's "missing Hindi" list. */
export function missingHindiOf(item: Pick<AdminHindi, HindiText | "labelMissingHindi">): string[] {
  const texts = (Object.keys(HINDI_TEXTS) as HindiText[]).filter((field) => !item[field]).map((field) => HINDI_TEXTS[field]);
  return item.labelMissingHindi ? [...texts, "label text"] : texts;
}
