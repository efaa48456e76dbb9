import type { RouterContextProvider, ShouldRevalidateFunction } from "react-router";
import type { Catalogue } from "~/shared/catalog/catalogue";
import { localizeCatalogue } from "~/shared/catalog/item-texts";
import { catalogueSource } from "~/shared/catalog/source";
import { declarationsSource } from "~/shared/declarations/source";
import { localizeLabel } from "~/shared/declarations/label-hindi";
import { langOf } from "~/shared/lang";

// The catalogue pages' loader data, read on the server that renders them. The language comes from
// the loader's `url`, not `request.url`: a client-side navigation's request is /hi.data, not /hi.

/** The catalogue as it is now (prices, stock and the real ratings, from the server's copy), in the page's language. */
export async function loadCatalogue(context: Readonly<RouterContextProvider>, url: URL): Promise<{ catalogue: Catalogue }> {
  return { catalogue: localizeCatalogue(await context.get(catalogueSource)(), langOf(url.pathname)) };
}

/** An item's label for its page, in the page's language (the English where it has no Hindi). */
export async function loadDeclarations(context: Readonly<RouterContextProvider>, url: URL, itemId: string) {
  const declarations = await context.get(declarationsSource)(itemId);
  return declarations && localizeLabel(declarations, langOf(url.pathname));
}

/** The shop's filters live in the query: changing them reads nothing again; another page does. */
export const sameCatalogueWithinPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
