import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { toast } from "~/client/lib/toast";
import { priceSummary } from "~/shared/pricing";
import { ApiRequestError } from "~/client/lib/api";
import { cartQueryKey } from "~/client/lib/query-keys";
import { readAgain } from "~/client/lib/read-again";
import type { getCart } from "./get-cart";
import { updateCartQuantity } from "./update-cart-quantity";

type Cart = Awaited<ReturnType<typeof getCart>>;

/** The cart with one line at `quantity`, priced again by shared/pricing as the server would. */
function withQuantity(cart: Cart, lineId: string, quantity: number): Cart {
  const lines = cart.lines.map((line) => (line.id === lineId ? { ...line, quantity, subtotalPaise: line.pricePaise * quantity } : line));
  return { lines, summary: priceSummary(lines.filter((line) => line.available)) };
}

/**
 * A cart line's − and +, optimistic: the line, the summary and the header badge change at once;
 * the server is told in the background, one request at a time with the latest quantity (taps
 * made meanwhile are never dropped, and never arrive out of order). When the server refuses, the
 * line goes back to what the server holds and a toast says why ('Error' with the server's
 * message, as for a refused add); with no usable answer the failure is logged, as SPEC.md says
 * for quantity changes, and the line still goes back.
 */
export function useSetLineQuantity(lineId: string) {
  const queryClient = useQueryClient();
  const sending = useRef(false);
  const wanted = useRef<number | undefined>(undefined);
  const confirmed = useRef(0);
  const running = useRef<Promise<void>>(Promise.resolve());

  const show = (quantity: number) => {
    const cart = queryClient.getQueryData<Cart>(cartQueryKey);
    if (cart) queryClient.setQueryData<Cart>(cartQueryKey, withQuantity(cart, lineId, quantity));
  };

  async function send() {
    sending.current = true;
    try {
      while (wanted.current !== undefined) {
        const quantity = wanted.current;
        wanted.current = undefined;
        try {
          await updateCartQuantity({ lineId, quantity });
          confirmed.current = quantity;
        } catch (error) {
          wanted.current = undefined;
          show(confirmed.current);
          console.warn("Could not change the quantity:", error instanceof Error ? error.message : error);
          if (error instanceof ApiRequestError && error.status > 0 && error.status < 500) toast.error("Error", { description: error.message });
        }
      }
    } finally {
      sending.current = false;
      await readAgain(queryClient, cartQueryKey);
    }
  }

  function setQuantity(quantity: number) {
    const line = queryClient.getQueryData<Cart>(cartQueryKey)?.lines.find((l) => l.id === lineId);
    if (!line) return;
    if (!sending.current) confirmed.current = line.quantity;
    // A read of the cart still on its way began before this tap: it must not undo it.
    void queryClient.cancelQueries({ queryKey: cartQueryKey });
    wanted.current = quantity;
    show(quantity);
    if (!sending.current) running.current = send();
  }

  /**
   * Drops the taps not yet sent and resolves once the request on its way has its answer: removing
   * the line after it can never be overtaken by a quantity change, which would find no line (404).
   */
  function settle(): Promise<void> {
    wanted.current = undefined;
    return running.current;
  }

  return { setQuantity, settle };
}
