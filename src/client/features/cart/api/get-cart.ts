import { useQuery } from "@tanstack/react-query";
import type { PriceSummary } from "~/shared/pricing";
import { useSignedInOnly } from "~/client/features/auth/api/use-session";
import { apiRequest } from "~/client/lib/api";

export type CartLineView = {
  id: string;
  productId: string;
  productName: string;
  productImage: string;
  quantity: number;
  pricePaise: number;
  createdAt: string;
};

export type CartView = { lines: CartLineView[]; summary: PriceSummary };

export const cartQueryKey = ["cart"] as const;

export function getCart(): Promise<CartView> {
  return apiRequest<CartView>("GET", "/cart");
}

/** The signed-in shopper's cart; nothing is asked while signed out (the header badge then shows no count). */
export function useCart() {
  const signedIn = useSignedInOnly();
  return useQuery({ queryKey: cartQueryKey, queryFn: getCart, enabled: signedIn });
}

/** Items in the cart: the sum of the lines' quantities, 0 when signed out or not yet loaded. */
export function useCartCount(): number {
  return useCart().data?.summary.itemCount ?? 0;
}
