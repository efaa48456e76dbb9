import { useEffect, useState } from "react";
import { toast } from "~/client/lib/toast";
import { ApiRequestError } from "~/client/lib/api";
import { clearDraft, readDraft, writeDraft } from "~/client/lib/session/shopper-drafts";
import { useSession } from "~/client/lib/session/use-session";
import { applyPromo, type AppliedPromo } from "./api/apply-promo";
import { businessDraftName } from "./use-business-buyer";

// Checkout's choices kept across a reload of the tab (docs/product-rules.md#checkout): the applied
// promo code (only its code: the discount is asked of the server again) and the lucky-draw choice.
// The business buyer's details are kept by use-business-buyer.ts, and forgotten here with the rest.

const draftName = "checkout";
const lastOrderName = "last-order";

type StoredCheckout = { promoCode?: string; luckyDraw?: boolean };

/** The promo code kept from before the reload: being checked again, or refused with the server's reason. */
export type KeptPromoCheck = { state: "none" } | { state: "checking"; code: string } | { state: "refused"; code: string; title: string; message: string };

function readStored(userId: string): StoredCheckout {
  const value = readDraft(draftName, userId);
  if (!value || typeof value !== "object") return {};
  const { promoCode, luckyDraw } = value as StoredCheckout;
  return {
    promoCode: typeof promoCode === "string" && /^[A-Z0-9_-]{1,20}$/i.test(promoCode) ? promoCode.toUpperCase() : undefined,
    luckyDraw: luckyDraw === true,
  };
}

function refusal(error: unknown): { title: string; message: string } {
  if (error instanceof ApiRequestError && error.title) return { title: error.title, message: error.message };
  if (error instanceof ApiRequestError && error.status > 0 && error.status < 500) return { title: "Promo code removed", message: error.message };
  return { title: "Promo code removed", message: "We could not check it just now. Please apply it again." };
}

export function useCheckoutDraft() {
  const { user } = useSession();
  const userId = user?.id ?? "";
  // Checkout renders only in the browser, once the session is known: storage can be read at once.
  const [stored] = useState(() => readStored(userId));
  const [luckyDraw, setLuckyDrawState] = useState(stored.luckyDraw === true);
  const [promo, setPromoState] = useState<AppliedPromo | null>(null);
  const [keptPromo, setKeptPromo] = useState<KeptPromoCheck>(stored.promoCode ? { state: "checking", code: stored.promoCode } : { state: "none" });

  const save = (next: StoredCheckout) => writeDraft(draftName, userId, { ...readStored(userId), ...next });

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
        const { title, message } = refusal(error);
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
    orderPlaced: (orderId: string) => {
      clearDraft(draftName, userId);
      clearDraft(businessDraftName, userId);
      writeDraft(lastOrderName, userId, { orderId, at: Date.now() });
    },
  };
}

/** The order this tab placed in the last hour, for an empty checkout reached by Back. */
export function lastOrderId(userId: string, now = Date.now()): string | null {
  const value = readDraft(lastOrderName, userId) as { orderId?: unknown; at?: unknown } | undefined;
  if (!value || typeof value.orderId !== "string" || typeof value.at !== "number") return null;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(value.orderId) || now - value.at > 60 * 60_000) return null;
  return value.orderId;
}
