import type { ReactNode } from "react";
import { AddToCartButton } from "./add-to-cart-button";
import { BuyNowButton } from "./buy-now-button";

/**
 * A card's footer actions: Add to cart beside the wishlist heart (passed in by the page, which
 * composes the wishlist feature), Buy Now on its own row, so every label fits on one line at 375 px.
 */
export function CardCartActions({ productId, productName, wishlist }: { productId: string; productName: string; wishlist?: ReactNode }) {
  return (
    <div className="flex w-full flex-col gap-2">
      <div className="flex items-center gap-2">
        <AddToCartButton productId={productId} productName={productName} className="min-w-0 flex-1 whitespace-nowrap" />
        {wishlist}
      </div>
      <BuyNowButton productId={productId} productName={productName} className="w-full whitespace-nowrap" />
    </div>
  );
}
