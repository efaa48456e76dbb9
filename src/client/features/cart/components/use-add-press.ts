import { useLingui } from "@lingui/react/macro";
import { toast } from "~/client/lib/toast";
import { useCurrentUser } from "~/client/lib/session/use-session";
import { isUnauthorized } from "~/client/lib/shop-fetch";
import { useSingleFlight } from "~/client/lib/use-single-flight";
import { useEarlyTap } from "~/client/lib/early-taps/early-tap-store";
import { useLoginPrompt } from "~/client/lib/session/use-login-prompt";
import { useAddToCart } from "../api/add-to-cart";
import { addFailureMessage, LOGIN_FOR_CART } from "./messages";

/** What the shopper pressed, kept as the intent to finish after signing in (docs/product-rules.md#cart). */
type AddIntent = { action: "add-to-cart" | "buy-now"; productId: string; sizeId?: string; productName: string };

/** Signed out goes to sign in and finishes there; a tap before the page can act (hydration, session read) waits, busy, then adds. */
export function useAddPress(intent: AddIntent, added: () => unknown) {
  // Read at the press: a card's buttons do not re-render when the session arrives (PageReadiness).
  const currentUser = useCurrentUser();
  const addToCart = useAddToCart();
  const promptLogin = useLoginPrompt();
  const runOnce = useSingleFlight();
  const { t, i18n } = useLingui();
  const loginForCart = i18n._(LOGIN_FOR_CART);
  const { action, productId, sizeId } = intent;

  function add() {
    if (!currentUser()) return promptLogin(loginForCart, { intent });
    void runOnce(async () => {
      try {
        await addToCart.mutateAsync({ productId, sizeId });
      } catch (error) {
        if (isUnauthorized(error)) return promptLogin(loginForCart, { sessionEnded: true, intent });
        toast.error(t`Error`, { description: addFailureMessage(error, t`Failed to add item to cart`) });
        return;
      }
      await added();
    });
  }

  return { tap: useEarlyTap(`${action === "buy-now" ? "buy" : "cart"}:${sizeId ?? productId}`, add), adding: addToCart.isPending };
}
