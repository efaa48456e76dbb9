import { useLingui } from "@lingui/react/macro";
import { LoaderCircle, Zap } from "lucide-react";
import { useState } from "react";
import { useShopNavigate } from "~/client/components/ui/link";
import { toast } from "~/client/lib/toast";
import { paths } from "~/shared/paths";
import { Button } from "~/client/components/ui/button";
import { useCurrentUser } from "~/client/lib/session/use-session";
import { isUnauthorized } from "~/client/lib/shop-fetch";
import { useSingleFlight } from "~/client/lib/use-single-flight";
import { useEarlyTap } from "~/client/lib/early-taps/early-tap-store";
import { useAddToCart } from "../api/add-to-cart";
import { useLoginPrompt } from "~/client/lib/session/use-login-prompt";
import { addFailureMessage, LOGIN_FOR_CART } from "./messages";

/** Signed in, add one to the cart and go to checkout; signed out, go to sign in (docs/product-rules.md#cart). */
export function BuyNowButton({ productId, sizeId, productName, soldOut = false, className }: { productId: string; sizeId?: string; productName: string; soldOut?: boolean; className?: string }) {
  // Read at the press: a card's buttons do not re-render when the session arrives (PageReadiness).
  const currentUser = useCurrentUser();
  const addToCart = useAddToCart();
  const promptLogin = useLoginPrompt();
  const navigate = useShopNavigate();
  const runOnce = useSingleFlight();
  // Stays busy through the navigation too, so a second press cannot add a second one.
  const [leaving, setLeaving] = useState(false);
  const { t, i18n } = useLingui();
  const loginForCart = i18n._(LOGIN_FOR_CART);

  function buyNow() {
    if (!currentUser()) return promptLogin(loginForCart, { intent: { action: "buy-now", productId, sizeId, productName } });
    void runOnce(async () => {
      try {
        await addToCart.mutateAsync({ productId, sizeId });
      } catch (error) {
        if (isUnauthorized(error)) return promptLogin(loginForCart, { sessionEnded: true, intent: { action: "buy-now", productId, sizeId, productName } });
        toast.error(t`Error`, { description: addFailureMessage(error, t`Failed to add item to cart`) });
        return;
      }
      setLeaving(true);
      toast.success(t`Added to cart!`, { description: t`${productName} has been added to your cart.` });
      await navigate(paths.checkout.getHref());
    });
  }

  // A tap before the page can act (before hydration, or while the session is read) waits, busy, and then buys.
  const tap = useEarlyTap(`buy:${sizeId ?? productId}`, buyNow);
  const busy = addToCart.isPending || leaving || tap.waiting;
  return (
    <Button
      variant="accent"
      size="sm"
      onClick={tap.press}
      {...tap.tapProps}
      disabled={addToCart.isPending || leaving || soldOut}
      aria-busy={busy}
      // The name starts with the visible words, so "click Buy Now" works by voice (WCAG 2.5.3).
      aria-label={soldOut ? t`Buy Now: ${productName}, out of stock` : t`Buy Now: ${productName}`}
      className={className}
    >
      {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <Zap aria-hidden="true" className="size-4" />}
      {t`Buy Now`}
    </Button>
  );
}
