// Query keys of the shopper's data that a hook of another feature refreshes (placing an order
// empties the cart and adds to the order list), so neither feature imports the other.
export const cartQueryKey = ["cart"] as const;
export const ordersQueryKey = ["orders", "list"] as const;
export const orderQueryKey = (orderId: string) => ["orders", "one", orderId] as const;
/** The membership and its rewards: placing an order (rewards spent) reads it again. */
export const membershipQueryKey = ["membership"] as const;
/** The saved addresses: checkout (seeded by the server, decision 032) and the account share them. */
export const addressesQueryKey = ["addresses"] as const;
