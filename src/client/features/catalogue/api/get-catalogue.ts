import { useQuery } from "@tanstack/react-query";
import { seedCatalogue, type Catalogue } from "~/shared/catalog/catalogue";
import { api, call } from "~/client/lib/api";

export const catalogueQueryKey = ["catalogue"] as const;

/**
 * The catalogue as the shop shows it now: prices, stock and ratings that staff and reviews change.
 * The prerendered page paints the catalogue the shop started with; the current one (revalidated by
 * ETag, so an unchanged catalogue costs a 304) replaces it as soon as the page runs, and again when
 * the shopper comes back to the tab.
 */
export function useCatalogue(): Catalogue {
  const { data } = useQuery({
    queryKey: catalogueQueryKey,
    queryFn: () => call(api.catalogue.products.$get()),
    initialData: seedCatalogue,
    // The first paint's catalogue counts as old: it is asked for again at once.
    initialDataUpdatedAt: 0,
    staleTime: 30_000,
  });
  return data;
}
