import { useLingui } from "@lingui/react/macro";
import { LoaderCircle, Zap } from "lucide-react";
import { useState } from "react";
import { useShopNavigate } from "~/client/components/ui/link";
import { toast } from "~/client/lib/toast";
import { paths } from "~/shared/paths";
import { Button } from "~/client/components/ui/button";
import { useAddPress } from "./use-add-press";

/** Signed in, add one to the cart and go to checkout; signed out, go to sign in (docs/product-rules.md#cart). */
export function BuyNowButton({ productId, sizeId, productName, soldOut = false, className }: { productId: string; sizeId?: string; productName: string; soldOut?: boolean; className?: string }) {
  const navigate = useShopNavigate();
  // Stays busy through the navigation too, so a second press cannot add a second one.
  const [leaving, setLeaving] = useState(false);
  const { t } = useLingui();
  const { tap, adding } = useAddPress({ action: "buy-now", productId, sizeId, productName }, async () => {
    setLeaving(true);
    toast.success(t`Added to cart!`, { description: t`${productName} has been added to your cart.` });
    await navigate(paths.checkout.getHref());
  });
  const busy = adding || leaving || tap.waiting;
  return (
    <Button
      variant="accent"
      size="sm"
      onClick={tap.press}
      {...tap.tapProps}
      disabled={adding || leaving || soldOut}
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
