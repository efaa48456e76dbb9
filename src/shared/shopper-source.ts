import { createContext, type RouterContext, type RouterContextProvider } from "react-router";

// A page rendered for a signed-in shopper arrives with their data: the server puts it in the context, the loader seeds the cache.

/** The session as the browser's query holds it, and the page's data exactly as the API answers it. */
export type ShopperSnapshot = { user: { id: string; email: string; name: string; role: "customer" | "staff" }; cart: unknown; addresses?: unknown; membership?: unknown };

export type ShopperSource = () => Promise<ShopperSnapshot | null>;

/** Prerendering, `react-router dev` and a client-side navigation: nobody. */
const nobody: ShopperSource = async () => null;

const KEY = Symbol.for("farm-shop.shopper-source");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<ShopperSource> };

export const shopperSource: RouterContext<ShopperSource> = (registry[KEY] ??= createContext<ShopperSource>(nobody));

/** The loader of a page rendered for a signed-in shopper; null when prerendered and for anyone else. */
export const shopperLoader = async ({ context }: { context: Readonly<RouterContextProvider> }) => ({ shopper: await context.get(shopperSource)() });

/** Its client loader: coming from another page, the browser reads the page's data as before, with no request for the page's data. */
export const noShopper = () => ({ shopper: null });
