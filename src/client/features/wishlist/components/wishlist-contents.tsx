import { useLingui } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import type { ReactNode } from "react";
import { paths } from "~/shared/paths";
import { ListStates } from "~/client/components/ui/list-states";
import { useWishlist, type WishlistItem } from "../api/get-wishlist";
import { WishlistCard } from "./wishlist-card";

/** The wishlist page's loading shape: two product cards. */
export const WISHLIST_SKELETON = { rows: 2, rowClassName: "h-72" };

/** The wishlist page's body: a grid of saved products, or the empty state. */
export function WishlistContents({ addToCart }: { addToCart: (item: WishlistItem) => ReactNode }) {
  const { t } = useLingui();
  return (
    <ListStates
      query={useWishlist()}
      loading={t`Loading your wishlist`}
      failed={t`We could not load your wishlist just now.`}
      skeleton={WISHLIST_SKELETON}
      isEmpty={(wishlist) => wishlist.items.length === 0}
      empty={{ icon: <Heart aria-hidden="true" className="size-12 text-red-700" />, title: t`Your wishlist is empty`, action: { to: paths.shop.getHref(), label: t`Browse Products` } }}
    >
      {(wishlist) => (
        <ul className="mt-6 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4" aria-label={t`Saved products`}>
          {wishlist.items.map((item) => (
            <li key={item.id}>
              <WishlistCard item={item} addToCart={addToCart(item)} />
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
