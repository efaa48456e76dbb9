// Query keys of the shopper's data that a hook of another feature refreshes (placing an order
// empties the cart and adds to the order list), so neither feature imports the other.
export const cartQueryKey = ["cart"] as const;
export const ordersQueryKey = ["orders", "list"] as const;
export const orderQueryKey = (orderId: string) => ["orders", "one", orderId] as const;
/** The membership and its rewards: placing an order (rewards spent) reads it again. */
export const membershipQueryKey = ["membership"] as const;
/** The saved addresses: checkout (seeded by the server, decision 032) and the account share them. */
export const addressesQueryKey = ["addresses"] as const;

export const wishlistQueryKey = ["wishlist"] as const;

/**
 * The first parts of the keys of the signed-in shopper's own data. Such a query asks only while
 * the cache holds a shopper (query-client.ts), and Logout lets those on their way land first.
 */
export const shopperDataRoots: readonly string[] = [cartQueryKey[0], ordersQueryKey[0], membershipQueryKey[0], addressesQueryKey[0], wishlistQueryKey[0]];

export const isShopperData = (queryKey: readonly unknown[]): boolean => shopperDataRoots.includes(queryKey[0] as string);
