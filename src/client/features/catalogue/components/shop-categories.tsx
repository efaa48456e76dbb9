import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "~/client/components/ui/link";
import { shopQueryOf, type ShopCategory, type ShopFilters } from "~/shared/catalog/filters";
import { cn } from "~/client/components/ui/cn";

const categories: { value: ShopCategory; label: MessageDescriptor }[] = [
  { value: "all", label: msg`All Products` },
  { value: "featured", label: msg`Featured Products` },
  { value: "mustard-oils", label: msg`Premium Mustard Oil` },
  { value: "pulses", label: msg`Organic Pulses` },
  { value: "grains", label: msg`Organic Grains` },
];

/** The side list; each entry is a link, so a category can be opened in a new tab or shared. */
export function ShopCategories({ filters }: { filters: ShopFilters }) {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Categories`}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-earth-900/80">{t`Categories`}</h2>
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
                {i18n._(label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
