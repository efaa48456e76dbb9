import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { toast } from "~/client/lib/toast";
import { useSession } from "~/client/lib/session/use-session";
import { applyPromo, type AppliedPromo } from "./api/apply-promo";
import { checkoutOrderPlaced, promoRefusal, readCheckoutDraft, saveCheckoutDraft, type StoredCheckout } from "./checkout-draft";

/** The promo code kept from before the reload: being checked again, or refused with the server's reason. */
export type KeptPromoCheck = { state: "none" } | { state: "checking"; code: string } | { state: "refused"; code: string; title: string; message: string };

/** Checkout's choices, kept in this tab across a reload (checkout-draft.ts). */
export function useCheckoutDraft() {
  const { user } = useSession();
  const { i18n } = useLingui();
  const userId = user?.id ?? "";
  // Checkout renders only in the browser, once the session is known: storage can be read at once.
  const [stored] = useState(() => readCheckoutDraft(userId));
  const [luckyDraw, setLuckyDrawState] = useState(stored.luckyDraw === true);
  const [promo, setPromoState] = useState<AppliedPromo | null>(null);
  const [keptPromo, setKeptPromo] = useState<KeptPromoCheck>(stored.promoCode ? { state: "checking", code: stored.promoCode } : { state: "none" });

  const save = (next: StoredCheckout) => saveCheckoutDraft(userId, next);

  // A code kept from before the reload is applied again: the server checks it against today's cart
  // and rules. A refusal is said on screen and in a toast; the code is never dropped silently.
  useEffect(() => {
    const code = stored.promoCode;
    if (!code) return;
    let live = true;
    applyPromo(code).then(
      (applied) => {
        if (!live) return;
        setPromoState(applied);
        setKeptPromo({ state: "none" });
      },
      (error: unknown) => {
        if (!live) return;
        const { title, message } = promoRefusal(error, i18n);
        save({ promoCode: undefined });
        setKeptPromo({ state: "refused", code, title, message });
        toast.error(title, { description: message });
      },
    );
    return () => {
      live = false;
    };
    // Once per checkout visit, for the code kept when it began.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    luckyDraw,
    setLuckyDraw: (checked: boolean) => {
      setLuckyDrawState(checked);
      save({ luckyDraw: checked });
    },
    promo,
    setPromo: (next: AppliedPromo | null) => {
      setPromoState(next);
      setKeptPromo({ state: "none" });
      save({ promoCode: next?.code });
    },
    keptPromo,
    /** The order must go with the code the shopper sees: not while a kept code is being checked. */
    checkingPromo: keptPromo.state === "checking",
    /** After the order: nothing of this checkout is kept, and Back to /checkout finds the order (see useLastOrder). */
    orderPlaced: (orderId: string) => checkoutOrderPlaced(userId, orderId),
  };
}
