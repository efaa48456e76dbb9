import { CardCartActions } from "~/client/features/cart/components/card-cart-actions";
import { WishlistHeart } from "~/client/features/wishlist/components/wishlist-heart";

// Not a route: what the catalogue pages (home, shop, bundles) put under a product or bundle card.
// The pages compose the cart and wishlist features here, so neither feature imports the other.

export function cardActions(item: { id: string; name: string; inStock: boolean }) {
  return <CardCartActions productId={item.id} productName={item.name} inStock={item.inStock} wishlist={<WishlistHeart productId={item.id} productName={item.name} />} />;
}
