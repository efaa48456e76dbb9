import { HINDI_TEXT_LABELS, missingHindiOf } from "~/shared/schemas/admin-catalogue-hindi";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";

// What the Hindi pages still show in English: a note under each such item, and a filter to list only them.

/** "No Hindi name or description" under an item that lacks either; nothing when it has both. */
export function MissingHindiNote({ item }: { item: AdminCatalogueItem }) {
  const missing = missingHindiOf(item).map((field) => HINDI_TEXT_LABELS[field].replace("Hindi ", ""));
  if (missing.length === 0) return null;
  return <span className="block text-xs font-semibold text-earth-900/80">No Hindi {missing.join(" or ")}</span>;
}

export const lacksHindi = (item: AdminCatalogueItem) => missingHindiOf(item).length > 0;

export function MissingHindiFilter({ items, checked, onChange }: { items: AdminCatalogueItem[]; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" className="size-5" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      Only items missing Hindi ({items.filter(lacksHindi).length})
    </label>
  );
}
