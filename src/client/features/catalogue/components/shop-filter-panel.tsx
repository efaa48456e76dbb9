import type { PressType, ShopFilters, ShopSort } from "~/shared/catalog/filters";
import { rupees } from "~/shared/money";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { Label } from "~/client/components/ui/input";

const sortLabels: Record<ShopSort, string> = {
  featured: "Featured",
  "price-asc": "Price: low to high",
  "price-desc": "Price: high to low",
  rating: "Rating",
};

const typeOptions: { value: PressType | ""; label: string }[] = [
  { value: "", label: "Any" },
  { value: "hydraulic", label: "Hydraulic pressed" },
  { value: "wood-pressed", label: "Wood pressed" },
];

function priceOf(value: string) {
  return value.trim() === "" || Number.isNaN(Number(value)) ? undefined : rupees(Math.max(0, Number(value)));
}

const rupeesValue = (paise: number | undefined) => (paise === undefined ? "" : paise / 100);

type Props = { id: string; filters: ShopFilters; onChange: (filters: ShopFilters) => void };

/** Press type, price range and sort order (docs/product-rules.md#shop-filters); every change goes straight to the URL. */
export function ShopFilterPanel({ id, filters, onChange }: Props) {
  return (
    <section id={id} aria-label="Filters" className="grid gap-4 rounded-xl border border-mustard-100 bg-mustard-50 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">Oil type</legend>
        <div className="flex flex-col gap-1 text-sm">
          {typeOptions.map((option) => (
            <label key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                name="type"
                value={option.value}
                checked={(filters.type ?? "") === option.value}
                onChange={() => onChange({ ...filters, type: option.value || undefined, category: option.value ? "mustard-oils" : filters.category })}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <FormField id="shop-min-price" label="Min price (₹)" type="number" inputMode="numeric" min={0} value={rupeesValue(filters.minPrice)} onChange={(e) => onChange({ ...filters, minPrice: priceOf(e.target.value) })} />
        <FormField id="shop-max-price" label="Max price (₹)" type="number" inputMode="numeric" min={0} value={rupeesValue(filters.maxPrice)} onChange={(e) => onChange({ ...filters, maxPrice: priceOf(e.target.value) })} />
      </div>
      <div>
        <Label htmlFor="shop-sort">Sort by</Label>
        <select id="shop-sort" value={filters.sort} onChange={(e) => onChange({ ...filters, sort: e.target.value as ShopSort })} className="h-11 w-full rounded-md border border-earth-900/30 bg-white px-3">
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end">
        <Button variant="outline" onClick={() => onChange({ ...filters, type: undefined, minPrice: undefined, maxPrice: undefined, sort: "featured" })}>
          Clear filters
        </Button>
      </div>
    </section>
  );
}
