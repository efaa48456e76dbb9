import { pageMeta } from "~/client/lib/meta";
import { LoadingPanel } from "~/client/components/ui/list-states";
import { PrivatePage } from "~/client/features/auth/components/private-page";
import { CartContents } from "~/client/features/cart/components/cart-contents";
import { CART_SKELETON } from "~/client/features/cart/components/cart-skeleton";
import { CheckDelivery } from "~/client/features/addresses/components/check-delivery";

export const meta = () => pageMeta("Your Cart", "The items in your cart.");

// The heading and the skeleton hold nothing private: they are in the prerendered frame.
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
