import type { Lang } from "~/shared/lang";

// Keys that another feature's hook refreshes, so neither feature imports the other.
/** Every cart query, whichever language: what a change reads again. */
export const cartQueryKey = ["cart"] as const;
/** The cart as a page in `lang` shows it: the API names its items in the page's language, so each language keeps its own. */
export const cartQueryKeyIn = (lang: Lang) => [...cartQueryKey, lang] as const;
export const ordersQueryKey = ["orders", "list"] as const;
export const orderQueryKey = (orderId: string) => ["orders", "one", orderId] as const;
/** An order page in `lang`: the API names the items in the page's language, so each language keeps its own. */
export const orderDetailKeyIn = (orderNumber: string, lang: Lang) => ["orders", "number", orderNumber, lang] as const;
/** The membership and its rewards: placing an order (rewards spent) reads it again. */
export const membershipQueryKey = ["membership"] as const;
/** The saved addresses: checkout (seeded by the server, decision 032) and the account share them. */
export const addressesQueryKey = ["addresses"] as const;

/** Every wishlist query, whichever language. */
export const wishlistQueryKey = ["wishlist"] as const;
/** The wishlist as a page in `lang` shows it, its items named in that language. */
export const wishlistQueryKeyIn = (lang: Lang) => [...wishlistQueryKey, lang] as const;
/** The signed-in shopper's complaint tickets. */
export const complaintsQueryKey = ["complaints"] as const;

/** Roots of the signed-in shopper's own data: asked only while the cache holds a shopper. */
export const shopperDataRoots: readonly string[] = [cartQueryKey[0], ordersQueryKey[0], membershipQueryKey[0], addressesQueryKey[0], wishlistQueryKey[0], complaintsQueryKey[0]];

export const isShopperData = (queryKey: readonly unknown[]): boolean => shopperDataRoots.includes(queryKey[0] as string);
