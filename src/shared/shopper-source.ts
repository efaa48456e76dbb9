import { createContext, type RouterContext, type RouterContextProvider } from "react-router";

// How a private page rendered by the server for a signed-in shopper (cart, checkout) reaches that
// shopper's data: the server reads the session and the page's data, and puts them in the request's
// context (src/server/http/server-render.ts); the page's loader hands them to the browser, which
// seeds its query cache with them (src/client/root.tsx), so the page arrives with its content
// instead of a skeleton (docs/decisions/032-signed-in-cart-rendered-by-the-server.md). The key lives
// on globalThis for the same reason as the catalogue's (src/shared/catalog/source.ts).

/**
 * The signed-in shopper as the browser's session query holds them, and the page's data exactly as
 * the API answers it: the cart (GET /api/cart); on /checkout also the saved addresses (the list of
 * GET /api/addresses) and the membership (GET /api/membership).
 */
export type ShopperSnapshot = { user: { id: string; email: string; name: string; role: "customer" | "staff" }; cart: unknown; addresses?: unknown; membership?: unknown };

export type ShopperSource = () => Promise<ShopperSnapshot | null>;

/** Prerendering, `react-router dev` and a client-side navigation: nobody. */
const nobody: ShopperSource = async () => null;

const KEY = Symbol.for("farm-shop.shopper-source");
const registry = globalThis as typeof globalThis & { [KEY]?: RouterContext<ShopperSource> };

export const shopperSource: RouterContext<ShopperSource> = (registry[KEY] ??= createContext<ShopperSource>(nobody));

/**
 * The loader of a page rendered for a signed-in shopper (/cart, /checkout): what the server read
 * for them, which the root seeds its query cache with; null when prerendered and for anyone else.
 */
export const shopperLoader = async ({ context }: { context: Readonly<RouterContextProvider> }) => ({ shopper: await context.get(shopperSource)() });

/** Its client loader: coming from another page, the browser reads the page's data as before, with no request for the page's data. */
export const noShopper = () => ({ shopper: null });
