import { useLingui } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import { toast } from "~/client/lib/toast";
import { cn } from "~/client/components/ui/cn";
import { useCurrentUser } from "~/client/lib/session/use-session";
import { isUnauthorized } from "~/client/lib/shop-fetch";
import { useSingleFlight } from "~/client/lib/use-single-flight";
import { useEarlyTap } from "~/client/lib/early-taps/early-tap-store";
import { useInWishlist } from "../api/get-wishlist";
import { useToggleWishlist } from "../api/toggle-wishlist";
import { useLoginPrompt } from "~/client/lib/session/use-login-prompt";
import { LOGIN_FOR_WISHLIST, SIGN_IN, SIGN_IN_FOR_WISHLIST } from "./login-messages";

/** The heart on a card: filled when the product is in the shopper's wishlist; a press toggles it (adding the size shown, if chosen). */
export function WishlistHeart({ productId, sizeId, productName }: { productId: string; sizeId?: string; productName: string }) {
  const currentUser = useCurrentUser();
  const inWishlist = useInWishlist(productId);
  const toggle = useToggleWishlist();
  const promptLogin = useLoginPrompt();
  const runOnce = useSingleFlight();
  const { t, i18n } = useLingui();

  function press() {
    if (!currentUser()) return promptLogin(i18n._(LOGIN_FOR_WISHLIST), { intent: { action: "wishlist", productId, sizeId, productName } });
    void runOnce(async () => {
      try {
        const result = await toggle.mutateAsync({ productId, sizeId });
        if (result.inWishlist) toast.success(t`Added to wishlist!`, { description: t`${productName} has been added to your wishlist.` });
        else toast.success(t`Removed from wishlist`, { description: t`Item has been removed from your wishlist.` });
      } catch (error) {
        if (isUnauthorized(error)) return promptLogin(i18n._(inWishlist ? SIGN_IN : SIGN_IN_FOR_WISHLIST), { sessionEnded: true });
        toast.error(t`Error`, { description: error instanceof Error ? error.message : t`Something went wrong. Please try again.` });
      }
    });
  }

  // A tap before the page can act (before hydration, or while the session is read) waits, busy, and then toggles.
  const tap = useEarlyTap(`wishlist:${productId}`, press);
  const busy = toggle.isPending || tap.waiting;
  return (
    <button
      type="button"
      onClick={tap.press}
      {...tap.tapProps}
      disabled={toggle.isPending}
      aria-busy={busy}
      aria-label={inWishlist ? t`Remove ${productName} from wishlist` : t`Add ${productName} to wishlist`}
      className="inline-flex size-9 items-center justify-center rounded-full border border-red-200 bg-white text-red-700 transition-colors hover:bg-mustard-50 disabled:opacity-60"
    >
      <Heart aria-hidden="true" className={cn("size-5", inWishlist && "fill-current", busy && "animate-pulse")} />
    </button>
  );
}
