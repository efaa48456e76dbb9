import { useSearchParams } from "react-router";
import { defaultShopFilters, parseShopQuery, shopQueryOf, type ShopFilters } from "~/shared/catalog/filters";
import { useHydrated } from "~/client/components/ui/use-hydrated";

/** Kept in the URL; the prerendered page knows no query, so filters apply once hydrated. */
export function useShopFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const filters = hydrated ? parseShopQuery(searchParams) : defaultShopFilters;
  function setFilters(next: ShopFilters) {
    setSearchParams(shopQueryOf(next), { replace: true, preventScrollReset: true });
  }
  return { filters, setFilters };
}
