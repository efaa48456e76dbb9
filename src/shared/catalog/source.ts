import { createContext, type RouterContext } from "react-router";
import type { Catalogue } from "./catalogue";

// The server puts its catalogue in the request's context. The key lives on globalThis because the server build bundles
// its own copy of this module, and both copies must hand out the same key.

export type CatalogueSource = () => Promise<Catalogue>;

/** `react-router dev` renders pages itself: it asks the API server running beside it. */
const fromApiServer: CatalogueSource = async () => {
  const response = await fetch(`http://127.0.0.1:${process.env.API_PORT ?? "3001"}/api/catalogue/products`);
  if (!response.ok) throw new Error(`the API server answered ${response.status} for the catalogue`);
  return (await response.json()) as Catalogue;
};

const KEY = Symbol.for("farm-shop.catalogue-source");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<CatalogueSource> };

export const catalogueSource: RouterContext<CatalogueSource> = (registry[KEY] ??= createContext<CatalogueSource>(fromApiServer));
