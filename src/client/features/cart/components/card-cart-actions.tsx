import type { ReactNode } from "react";
import { AddToCartButton } from "./add-to-cart-button";
import { BuyNowButton } from "./buy-now-button";

type CardCartActionsProps = { productId: string; productName: string; inStock: boolean; wishlist?: ReactNode };

/**
 * A card's footer actions: Add to cart beside the wishlist heart (passed in by the page, which
 * composes the wishlist feature), Buy Now on its own row, so every label fits on one line at 375 px.
 * A sold-out item keeps its card and heart; both buttons are disabled and say why.
 */
export function CardCartActions({ productId, productName, inStock, wishlist }: CardCartActionsProps) {
  return (
    <div className="flex w-full flex-col gap-2">
      {!inStock && <p className="text-sm font-semibold text-red-700">Out of stock</p>}
      <div className="flex items-center gap-2">
        <AddToCartButton productId={productId} productName={productName} soldOut={!inStock} className="min-w-0 flex-1 whitespace-nowrap" />
        {wishlist}
      </div>
      <BuyNowButton productId={productId} productName={productName} soldOut={!inStock} className="w-full whitespace-nowrap" />
    </div>
  );
}
