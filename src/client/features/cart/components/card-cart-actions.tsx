import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { AddToCartButton } from "./add-to-cart-button";
import { BuyNowButton } from "./buy-now-button";

/** `sizeId` names the pack size when the item has several; left out, the server adds its default. */
type CardCartActionsProps = { productId: string; sizeId?: string; productName: string; inStock: boolean; wishlist?: ReactNode };

/** Add to cart beside the page's wishlist heart, Buy Now on its own row so labels fit at 375 px; sold out disables both and says why. */
export function CardCartActions({ productId, sizeId, productName, inStock, wishlist }: CardCartActionsProps) {
  const { t } = useLingui();
  return (
    <div className="flex w-full flex-col gap-2">
      {!inStock && <p className="text-sm font-semibold text-red-700">{t`Out of stock`}</p>}
      <div className="flex items-center gap-2">
        <AddToCartButton productId={productId} sizeId={sizeId} productName={productName} soldOut={!inStock} className="min-w-0 flex-1 whitespace-nowrap" />
        {wishlist}
      </div>
      <BuyNowButton productId={productId} sizeId={sizeId} productName={productName} soldOut={!inStock} className="w-full whitespace-nowrap" />
    </div>
  );
}
