import type { RouterContextProvider, ShouldRevalidateFunction } from "react-router";
import type { Catalogue } from "~/shared/catalog/catalogue";
import { catalogueSource } from "~/shared/catalog/source";

// The catalogue pages' loader data, read on the server that renders them.

/** The catalogue as it is now: prices, stock and the real ratings, from the server's copy. */
export async function loadCatalogue(context: Readonly<RouterContextProvider>): Promise<{ catalogue: Catalogue }> {
  return { catalogue: await context.get(catalogueSource)() };
}

/** The shop's filters live in the query: changing them reads nothing again; another page does. */
export const sameCatalogueWithinPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
