import { missingHindiOf } from "~/shared/schemas/admin-catalogue-hindi";
import type { AdminCatalogueItem } from "~/shared/schemas/admin-catalogue";

// What the Hindi pages still show in English: a note under each such item, and a filter to list only them.

const list = (parts: string[]) => (parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} or ${parts.at(-1)}`);

/** "No Hindi name, description or label text" under an item lacking any; nothing when it has them all. */
export function MissingHindiNote({ item }: { item: AdminCatalogueItem }) {
  const missing = missingHindiOf(item);
  if (missing.length === 0) return null;
  return <span className="block text-xs font-semibold text-earth-900/80">No Hindi {list(missing)}</span>;
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
