import type { Lang } from "../lang";

// The label's prose in Hindi (docs/decisions/073-catalogue-text-in-hindi.md): best before, storage,
// ingredients or contents, and allergens. Names, addresses, licence and figures stay as entered.

export const LABEL_HINDI_FIELDS = { bestBefore: "bestBeforeHi", storage: "storageHi", ingredients: "ingredientsHi", allergens: "allergensHi" } as const;
type English = keyof typeof LABEL_HINDI_FIELDS;
export type LabelHindiField = (typeof LABEL_HINDI_FIELDS)[English];

export type LabelHindi = Record<LabelHindiField, string | null>;
export const NO_LABEL_HINDI: LabelHindi = { bestBeforeHi: null, storageHi: null, ingredientsHi: null, allergensHi: null };

type Label = Record<English, string | null> & LabelHindi;

/** The label as a page in `lang` shows it: the Hindi where there is one, the English where not; the page carries one language. */
export function localizeLabel<Declarations extends Label>(declarations: Declarations, lang: Lang): Declarations {
  const { bestBeforeHi, storageHi, ingredientsHi, allergensHi } = declarations;
  const label = { ...declarations, ...NO_LABEL_HINDI };
  if (lang === "en") return label;
  return {
    ...label,
    bestBefore: bestBeforeHi ?? label.bestBefore,
    storage: storageHi ?? label.storage,
    ingredients: ingredientsHi ?? label.ingredients,
    allergens: allergensHi ?? label.allergens,
  };
}

/** The label's English prose that has no Hindi yet: the back office's "missing Hindi" list. */
export function labelMissingHindi(declarations: Label): English[] {
  return (Object.keys(LABEL_HINDI_FIELDS) as English[]).filter((field) => declarations[field] && !declarations[LABEL_HINDI_FIELDS[field]]);
}
