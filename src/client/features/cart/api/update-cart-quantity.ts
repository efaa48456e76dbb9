import { api, call } from "~/client/lib/api";

/** Sets a line's quantity on the server; the cart page changes it at once (set-line-quantity.ts). */
export function updateCartQuantity({ lineId, quantity }: { lineId: string; quantity: number }) {
  return call(api.cart.items[":lineId"].$patch({ param: { lineId: encodeURIComponent(lineId) }, json: { quantity } }));
}
