// Keys that another feature's hook refreshes, so neither feature imports the other.
export const cartQueryKey = ["cart"] as const;
export const ordersQueryKey = ["orders", "list"] as const;
export const orderQueryKey = (orderId: string) => ["orders", "one", orderId] as const;
/** The membership and its rewards: placing an order (rewards spent) reads it again. */
export const membershipQueryKey = ["membership"] as const;
/** The saved addresses: checkout (seeded by the server, decision 032) and the account share them. */
export const addressesQueryKey = ["addresses"] as const;

export const wishlistQueryKey = ["wishlist"] as const;
/** The signed-in shopper's complaint tickets. */
export const complaintsQueryKey = ["complaints"] as const;

/** Roots of the signed-in shopper's own data: asked only while the cache holds a shopper. */
export const shopperDataRoots: readonly string[] = [cartQueryKey[0], ordersQueryKey[0], membershipQueryKey[0], addressesQueryKey[0], wishlistQueryKey[0], complaintsQueryKey[0]];

export const isShopperData = (queryKey: readonly unknown[]): boolean => shopperDataRoots.includes(queryKey[0] as string);
