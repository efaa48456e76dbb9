import { ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { paths } from "~/shared/paths";
import { Button } from "~/client/components/ui/button";
import { useCart } from "../api/get-cart";
import { CartLineItem } from "./cart-line-item";
import { CartOrderSummary } from "./cart-order-summary";

/** The cart page's body: the lines and the Order Summary, or the empty state. */
export function CartContents() {
  const cart = useCart();

  if (cart.isPending) {
    return <div className="mt-6 h-40 animate-pulse rounded-xl bg-mustard-50" aria-busy="true" aria-label="Loading your cart" />;
  }
  if (cart.isError) {
    return (
      <div className="mt-6 rounded-xl bg-mustard-50 p-6 text-center">
        <p>We could not load your cart just now.</p>
        <Button variant="outline" className="mt-3" onClick={() => void cart.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (cart.data.lines.length === 0) {
    return (
      <div className="mt-6 flex flex-col items-center gap-4 rounded-xl bg-mustard-50 px-4 py-12 text-center">
        <ShoppingCart aria-hidden="true" className="size-12 text-mustard-600" />
        <p className="text-xl font-semibold">Your cart is empty</p>
        <Button asChild size="lg">
          <Link to={paths.shop.getHref()}>Continue Shopping</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <ul className="space-y-3" aria-label="Items in your cart">
        {cart.data.lines.map((line) => (
          <CartLineItem key={line.id} line={line} />
        ))}
      </ul>
      <CartOrderSummary summary={cart.data.summary} />
    </div>
  );
}
