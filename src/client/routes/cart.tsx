import { noShopper, shopperLoader } from "~/shared/shopper-source";
import { pageMeta } from "~/client/lib/meta";
import { LoadingPanel } from "~/client/components/ui/list-states";
import { PrivatePage } from "~/client/features/auth/components/private-page";
import { CartContents } from "~/client/features/cart/components/cart-contents";
import { CART_SKELETON } from "~/client/features/cart/components/cart-skeleton";
import { CheckDelivery } from "~/client/features/addresses/components/check-delivery";

export const meta = () => pageMeta("Your Cart", "The items in your cart.");

/**
 * Rendered by the server for a signed-in shopper, the page carries their cart (the root seeds the
 * query cache with it): a slow phone paints the lines, not a skeleton (docs/decisions/032).
 * Prerendered, and for anyone else, it is null.
 */
export const loader = shopperLoader;

/** Coming from another page, the cart is read by the browser as before: no request for the page's data. */
export const clientLoader = noShopper;

// The heading and the skeleton hold nothing private: they are in the prerendered frame, which a
// signed-out visitor (sent to sign in) and a browser without the session cookie get.
export default function Page() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold text-leaf-800">Your Cart</h1>
      <PrivatePage skeleton={<LoadingPanel label="Loading your cart" {...CART_SKELETON} />}>
        <CartContents />
        <CheckDelivery className="mt-6 max-w-md" />
      </PrivatePage>
    </section>
  );
}
