import { Search } from "lucide-react";
import { Input } from "~/client/components/ui/input";

/** Filters the grid as the shopper types (docs/product-rules.md#shop-filters); the text lives in the URL's `q`. */
export function ShopSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div role="search" className="relative flex-1">
      <label htmlFor="shop-search" className="sr-only">
        Search products
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-earth-900/70" />
      <Input id="shop-search" type="search" placeholder="Search products" value={value} onChange={(event) => onChange(event.target.value)} className="pl-9" />
    </div>
  );
}
