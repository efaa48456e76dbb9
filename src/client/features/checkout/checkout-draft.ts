import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { clearDraft, readDraft, writeDraft } from "~/client/lib/session/shopper-drafts";
import { businessDraftName } from "./use-business-buyer";

// Checkout's choices kept across a reload: the promo's code only (its discount is asked again) and the lucky-draw choice.

const draftName = "checkout";
const lastOrderName = "last-order";

export type StoredCheckout = { promoCode?: string; luckyDraw?: boolean };

/** What this tab kept of the shopper's checkout; anything that is not a plausible code or choice is left out. */
export function readCheckoutDraft(userId: string): StoredCheckout {
  const value = readDraft(draftName, userId);
  if (!value || typeof value !== "object") return {};
  const { promoCode, luckyDraw } = value as StoredCheckout;
  return {
    promoCode: typeof promoCode === "string" && /^[A-Z0-9_-]{1,20}$/i.test(promoCode) ? promoCode.toUpperCase() : undefined,
    luckyDraw: luckyDraw === true,
  };
}

/** Keeps `next` beside what is already kept. */
export function saveCheckoutDraft(userId: string, next: StoredCheckout): void {
  writeDraft(draftName, userId, { ...readCheckoutDraft(userId), ...next });
}

/** After the order: nothing of this checkout is kept, and Back to /checkout finds the order (lastOrderId). */
export function checkoutOrderPlaced(userId: string, orderId: string, now = Date.now()): void {
  clearDraft(draftName, userId);
  clearDraft(businessDraftName, userId);
  writeDraft(lastOrderName, userId, { orderId, at: now });
}

/** The order this tab placed in the last hour, for an empty checkout reached by Back. */
export function lastOrderId(userId: string, now = Date.now()): string | null {
  const value = readDraft(lastOrderName, userId) as { orderId?: unknown; at?: unknown } | undefined;
  if (!value || typeof value.orderId !== "string" || typeof value.at !== "number") return null;
  if (!/^[A-Za-z0-9-]{1,64}$/.test(value.orderId) || now - value.at > 60 * 60_000) return null;
  return value.orderId;
}

const REMOVED = msg`Promo code removed`;
const NOT_CHECKED = msg`We could not check it just now. Please apply it again.`;

/** Why a kept promo code was not applied again: the server's reason when it gave one, else the shop's words in the page's language. */
export function promoRefusal(error: unknown, i18n: I18n): { title: string; message: string } {
  if (error instanceof ApiRequestError && error.title) return { title: error.title, message: error.message };
  if (error instanceof ApiRequestError && error.status > 0 && error.status < 500) return { title: i18n._(REMOVED), message: error.message };
  return { title: i18n._(REMOVED), message: i18n._(NOT_CHECKED) };
}
