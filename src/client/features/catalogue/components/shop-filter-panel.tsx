import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { PressType, ShopFilters, ShopSort } from "~/shared/catalog/filters";
import { rupees } from "~/shared/money";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { Label } from "~/client/components/ui/input";

const sortLabels: Record<ShopSort, MessageDescriptor> = {
  featured: msg`Featured`,
  "price-asc": msg`Price: low to high`,
  "price-desc": msg`Price: high to low`,
  rating: msg`Rating`,
};

const typeOptions: { value: PressType | ""; label: MessageDescriptor }[] = [
  { value: "", label: msg`Any` },
  { value: "hydraulic", label: msg`Hydraulic pressed` },
  { value: "wood-pressed", label: msg`Wood pressed` },
];

function priceOf(value: string) {
  return value.trim() === "" || Number.isNaN(Number(value)) ? undefined : rupees(Math.max(0, Number(value)));
}

const rupeesValue = (paise: number | undefined) => (paise === undefined ? "" : paise / 100);

type Props = { id: string; filters: ShopFilters; onChange: (filters: ShopFilters) => void };

/** Press type, price range and sort order (docs/product-rules.md#shop-filters); every change goes straight to the URL. */
export function ShopFilterPanel({ id, filters, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <section id={id} aria-label={t`Filters`} className="grid gap-4 rounded-xl border border-mustard-100 bg-mustard-50 p-4 sm:grid-cols-2 lg:grid-cols-4">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t`Oil type`}</legend>
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
              {i18n._(option.label)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <FormField id="shop-min-price" label={t`Min price (₹)`} type="number" inputMode="numeric" min={0} value={rupeesValue(filters.minPrice)} onChange={(e) => onChange({ ...filters, minPrice: priceOf(e.target.value) })} />
        <FormField id="shop-max-price" label={t`Max price (₹)`} type="number" inputMode="numeric" min={0} value={rupeesValue(filters.maxPrice)} onChange={(e) => onChange({ ...filters, maxPrice: priceOf(e.target.value) })} />
      </div>
      <div>
        <Label htmlFor="shop-sort">{t`Sort by`}</Label>
        <select id="shop-sort" value={filters.sort} onChange={(e) => onChange({ ...filters, sort: e.target.value as ShopSort })} className="h-11 w-full rounded-md border border-earth-900/30 bg-white px-3">
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {i18n._(label)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-end">
        <Button variant="outline" onClick={() => onChange({ ...filters, type: undefined, minPrice: undefined, maxPrice: undefined, sort: "featured" })}>
          {t`Clear filters`}
        </Button>
      </div>
    </section>
  );
}
