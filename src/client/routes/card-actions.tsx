import { CardCartActions } from "~/client/features/cart/components/card-cart-actions";
import { WishlistHeart } from "~/client/features/wishlist/components/wishlist-heart";
import type { ShownSize } from "~/shared/catalog/sizes";
import { lineTitle } from "~/shared/line-title";

// Not a route: what the catalogue pages (home, shop, bundles) put under a product or bundle card.
// The pages compose the cart and wishlist features here, so neither feature imports the other.

/** For one size when the item has several (its `inStock` is that size's), else for the item's only size. */
export function cardActions(item: { id: string; name: string; inStock: boolean; sizes: readonly ShownSize[] }, size?: ShownSize) {
  const chosen = item.sizes.length > 1 ? size : undefined;
  const name = lineTitle(item.name, chosen?.label);
  const inStock = size ? size.inStock : item.inStock;
  return <CardCartActions productId={item.id} sizeId={chosen?.id} productName={name} inStock={inStock} wishlist={<WishlistHeart productId={item.id} sizeId={chosen?.id} productName={name} />} />;
}
