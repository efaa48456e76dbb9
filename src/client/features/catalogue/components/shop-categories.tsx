import { Link } from "~/client/components/ui/link";
import { shopQueryOf, type ShopCategory, type ShopFilters } from "~/shared/catalog/filters";
import { cn } from "~/client/components/ui/cn";

const categories: { value: ShopCategory; label: string }[] = [
  { value: "all", label: "All Products" },
  { value: "featured", label: "Featured Products" },
  { value: "mustard-oils", label: "Premium Mustard Oil" },
  { value: "pulses", label: "Organic Pulses" },
  { value: "grains", label: "Organic Grains" },
];

/** The side list; each entry is a link, so a category can be opened in a new tab or shared. */
export function ShopCategories({ filters }: { filters: ShopFilters }) {
  return (
    <nav aria-label="Categories">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-earth-900/80">Categories</h2>
      <ul className="flex gap-2 overflow-x-auto pb-1 md:flex-col md:overflow-visible">
        {categories.map(({ value, label }) => {
          const current = filters.category === value;
          // A new category keeps the search, price range and sort, but not a press type that may not apply to it.
          const query = shopQueryOf({ ...filters, category: value, type: value === "mustard-oils" ? filters.type : undefined });
          const search = query.toString();
          return (
            <li key={value} className="shrink-0">
              <Link
                to={search ? `?${search}` : "."}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium",
                  current ? "bg-leaf-700 text-white" : "bg-mustard-50 text-earth-900 hover:bg-mustard-100",
                )}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
