import { useLingui } from "@lingui/react/macro";
import { ShoppingCart } from "lucide-react";
import { paths } from "~/shared/paths";
import { ListStates } from "~/client/components/ui/list-states";
import { useCart } from "../api/get-cart";
import { CART_SKELETON } from "./cart-skeleton";
import { CartLineItem } from "./cart-line-item";
import { CartOrderSummary } from "./cart-order-summary";

/** The cart page's body: the lines and the Order Summary, or the empty state. */
export function CartContents() {
  const { t } = useLingui();
  return (
    <ListStates
      query={useCart()}
      loading={t`Loading your cart`}
      failed={t`We could not load your cart just now.`}
      skeleton={CART_SKELETON}
      isEmpty={(cart) => cart.lines.length === 0}
      empty={{ icon: <ShoppingCart aria-hidden="true" className="size-12 text-mustard-600" />, title: t`Your cart is empty`, action: { to: paths.shop.getHref(), label: t`Continue Shopping` } }}
    >
      {(cart) => (
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <ul className="space-y-3" aria-label={t`Items in your cart`}>
            {cart.lines.map((line) => (
              <CartLineItem key={line.id} line={line} />
            ))}
          </ul>
          <CartOrderSummary summary={cart.summary} />
        </div>
      )}
    </ListStates>
  );
}
