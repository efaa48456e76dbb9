import { useLingui } from "@lingui/react/macro";
import { LoaderCircle, ShoppingCart } from "lucide-react";
import { toast } from "~/client/lib/toast";
import { Button, type ButtonProps } from "~/client/components/ui/button";
import { useCurrentUser } from "~/client/lib/session/use-session";
import { isUnauthorized } from "~/client/lib/shop-fetch";
import { useSingleFlight } from "~/client/lib/use-single-flight";
import { useEarlyTap } from "~/client/lib/early-taps/early-tap-store";
import { useAddToCart } from "../api/add-to-cart";
import { useLoginPrompt } from "~/client/lib/session/use-login-prompt";
import { addFailureMessage, LOGIN_FOR_CART } from "./messages";

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
  // Read at the press: a card's buttons do not re-render when the session arrives (PageReadiness).
  const currentUser = useCurrentUser();
  const addToCart = useAddToCart();
  const promptLogin = useLoginPrompt();
  const runOnce = useSingleFlight();
  const { t, i18n } = useLingui();
  const loginForCart = i18n._(LOGIN_FOR_CART);

  function add() {
    if (!currentUser()) return promptLogin(loginForCart, { intent: { action: "add-to-cart", productId, sizeId, productName } });
    void runOnce(async () => {
      try {
        await addToCart.mutateAsync({ productId, sizeId });
        if (from === "wishlist") toast.success(t`Added to Cart`, { description: t`${productName} has been added to your cart` });
        else toast.success(t`Added to cart!`, { description: t`${productName} has been added to your cart.` });
      } catch (error) {
        if (isUnauthorized(error)) return promptLogin(loginForCart, { sessionEnded: true, intent: { action: "add-to-cart", productId, sizeId, productName } });
        toast.error(t`Error`, { description: addFailureMessage(error, t`Failed to add item to cart`) });
      }
    });
  }

  // A tap before the page can act (before hydration, or while the session is read) waits, busy, and then adds.
  const tap = useEarlyTap(`cart:${sizeId ?? productId}`, add);
  const busy = addToCart.isPending || tap.waiting;
  const label = from === "wishlist" ? t`Add to Cart` : t`Add to cart`;
  return (
    <Button
      variant="primary"
      size={size}
      onClick={tap.press}
      {...tap.tapProps}
      disabled={addToCart.isPending || soldOut}
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
