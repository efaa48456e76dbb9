import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "~/shared/paths";
import { Button } from "~/client/components/ui/button";
import { useWishlist, type WishlistItemView } from "../api/get-wishlist";
import { WishlistCard } from "./wishlist-card";

/** The wishlist page's body: a grid of saved products, or the empty state. */
export function WishlistContents({ addToCart }: { addToCart: (item: WishlistItemView) => ReactNode }) {
  const wishlist = useWishlist();

  if (wishlist.isPending) {
    return <div className="mt-6 h-40 animate-pulse rounded-xl bg-mustard-50" aria-busy="true" aria-label="Loading your wishlist" />;
  }
  if (wishlist.isError) {
    return (
      <div className="mt-6 rounded-xl bg-mustard-50 p-6 text-center">
        <p>We could not load your wishlist just now.</p>
        <Button variant="outline" className="mt-3" onClick={() => void wishlist.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (wishlist.data.items.length === 0) {
    return (
      <div className="mt-6 flex flex-col items-center gap-4 rounded-xl bg-mustard-50 px-4 py-12 text-center">
        <Heart aria-hidden="true" className="size-12 text-red-700" />
        <p className="text-xl font-semibold">Your wishlist is empty</p>
        <Button asChild size="lg">
          <Link to={paths.shop.getHref()}>Browse Products</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4" aria-label="Saved products">
      {wishlist.data.items.map((item) => (
        <li key={item.id}>
          <WishlistCard item={item} addToCart={addToCart(item)} />
        </li>
      ))}
    </ul>
  );
}
