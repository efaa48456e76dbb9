import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "~/client/lib/toast";
import { priceSummary } from "~/shared/pricing";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { usePageLang } from "~/client/components/ui/link";
import { cartQueryKey, cartQueryKeyIn } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";
import type { getCart } from "./get-cart";
import { quantityQueue } from "./quantity-queue";
import { updateCartQuantity } from "./update-cart-quantity";

type Cart = Awaited<ReturnType<typeof getCart>>;

/** The cart with one line at `quantity`, priced again by shared/pricing as the server would. */
function withQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const lines = cart.lines.map((line) => (line.id === lineId ? { ...line, quantity, subtotalPaise: line.pricePaise * quantity } : line));
  return { lines, summary: priceSummary(lines.filter((line) => line.available)) };
}

/** Optimistic − and +: a refusal toasts the server's message, no usable answer is logged; either way the line goes back. */
export function useSetLineQuantity(lineId: string) {
  const queryClient = useQueryClient();
  // The queue lives as long as the line; a language switch opens the other language's route, so a new line and queue.
  const { t } = useLingui();
  const shown = cartQueryKeyIn(usePageLang());
  const [queue] = useState(() =>
    quantityQueue({
      current: () => queryClient.getQueryData<Cart>(shown)?.lines.find((line) => line.id === lineId)?.quantity,
      show: (quantity) => {
        const cart = queryClient.getQueryData<Cart>(shown);
        if (cart) queryClient.setQueryData<Cart>(shown, withQuantity(cart, lineId, quantity));
      },
      send: (quantity) => updateCartQuantity({ lineId, quantity }),
      failed: (error) => {
        console.warn("Could not change the quantity:", error instanceof Error ? error.message : error);
        if (error instanceof ApiRequestError && error.status > 0 && error.status < 500) toast.error(t`Error`, { description: error.message });
      },
      cancelReads: () => void queryClient.cancelQueries({ queryKey: cartQueryKey }),
      idle: () => readAgain(queryClient, cartQueryKey),
    }),
  );
  return queue;
}
