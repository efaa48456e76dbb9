import { useLingui } from "@lingui/react/macro";
import { LoaderCircle, ShoppingCart } from "lucide-react";
import { toast } from "~/client/lib/toast";
import { Button, type ButtonProps } from "~/client/components/ui/button";
import { useAddPress } from "./use-add-press";

type AddToCartButtonProps = {
  productId: string;
  /** The pack size when the shopper chose one; left out, the product's default. */
  sizeId?: string;
  productName: string;
  /** Cards say 'Added to cart!'; the wishlist page has its own wording (docs/product-rules.md#cart). */
  from?: "card" | "wishlist";
  size?: ButtonProps["size"];
  /** Sold out: the button stays, disabled, and its name says so. */
  soldOut?: boolean;
  className?: string;
};

export function AddToCartButton({ productId, sizeId, productName, from = "card", size = "sm", soldOut = false, className }: AddToCartButtonProps) {
  const { t } = useLingui();
  const { tap, adding } = useAddPress({ action: "add-to-cart", productId, sizeId, productName }, () => {
    if (from === "wishlist") toast.success(t`Added to Cart`, { description: t`${productName} has been added to your cart` });
    else toast.success(t`Added to cart!`, { description: t`${productName} has been added to your cart.` });
  });
  const busy = adding || tap.waiting;
  const label = from === "wishlist" ? t`Add to Cart` : t`Add to cart`;
  return (
    <Button
      variant="primary"
      size={size}
      onClick={tap.press}
      {...tap.tapProps}
      disabled={adding || soldOut}
      aria-busy={busy}
      // The name starts with the visible words, so "click Add to cart" works by voice (WCAG 2.5.3).
      aria-label={soldOut ? t`${label}: ${productName}, out of stock` : t`${label}: ${productName}`}
      className={className}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <ShoppingCart aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}
