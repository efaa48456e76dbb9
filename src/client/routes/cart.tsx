import { pageMeta } from "~/client/lib/meta";
import { RequireAuth } from "~/client/features/auth/components/require-auth";
import { CartContents } from "~/client/features/cart/components/cart-contents";
import { CheckDelivery } from "~/client/features/addresses/components/check-delivery";

export const meta = () => pageMeta("Your Cart", "The items in your cart.");

export default function Page() {
  return (
    <RequireAuth>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-bold text-leaf-800">Your Cart</h1>
        <CartContents />
        <CheckDelivery className="mt-6 max-w-md" />
      </section>
    </RequireAuth>
  );
}
