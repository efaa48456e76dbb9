import { pageMeta } from "~/client/lib/meta";
import { RequireAuth } from "~/client/features/auth/components/require-auth";
import { AddToCartButton } from "~/client/features/cart/components/add-to-cart-button";
import { WishlistContents } from "~/client/features/wishlist/components/wishlist-contents";

export const meta = () => pageMeta("Your Wishlist", "The products you saved for later.");

export default function Page() {
  return (
    <RequireAuth>
      <section className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="text-3xl font-bold text-leaf-800">Your Wishlist</h1>
        <WishlistContents
          addToCart={(item) => <AddToCartButton productId={item.productId} productName={item.productName} from="wishlist" size="md" soldOut={!item.available} className="w-full" />}
        />
      </section>
    </RequireAuth>
  );
}
