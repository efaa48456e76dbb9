import { MAX_LINE_QUANTITY } from "~/shared/cart-line";
import { safeReturnPath } from "~/shared/return-path";

// What a signed-out shopper pressed, kept in this tab to do after sign-in; nothing private, and the server still checks it.

export type IntentAction = "add-to-cart" | "buy-now" | "wishlist";

export type ShopperIntent = {
  action: IntentAction;
  productId: string;
  /** The pack size pressed, when the product has several. */
  sizeId?: string;
  productName: string;
  quantity: number;
  /** The page the shopper was on; the action is done there, once they are back on it. */
  returnPath: string;
  at: number;
};

const storageKey = "dff:after-sign-in";
/** An intent left behind (sign-in abandoned) is not done hours later by surprise. */
const maxAgeMs = 30 * 60_000;
const actions: readonly IntentAction[] = ["add-to-cart", "buy-now", "wishlist"];

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage switched off: the shopper signs in and presses again, as before
  }
}

export function rememberIntent(intent: Omit<ShopperIntent, "at">): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify({ ...intent, at: Date.now() }));
  } catch {
    // full or refused: nothing to remember
  }
}

export function forgetIntent(): void {
  storage()?.removeItem(storageKey);
}

/** Reads what was stored, checking every field, since storage is writable by anything on the page. */
function readIntent(): ShopperIntent | null {
  const raw = storage()?.getItem(storageKey);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ShopperIntent>;
    const returnPath = safeReturnPath(value.returnPath);
    if (
      !actions.includes(value.action as IntentAction) ||
      typeof value.productId !== "string" ||
      value.productId.length === 0 ||
      value.productId.length > 64 ||
      (value.sizeId !== undefined && (typeof value.sizeId !== "string" || value.sizeId.length === 0 || value.sizeId.length > 64)) ||
      typeof value.productName !== "string" ||
      !Number.isInteger(value.quantity) ||
      (value.quantity as number) < 1 ||
      (value.quantity as number) > MAX_LINE_QUANTITY ||
      !returnPath ||
      typeof value.at !== "number"
    ) {
      return null;
    }
    return { ...(value as ShopperIntent), returnPath };
  } catch {
    return null;
  }
}

/** The intent to do now on `pathname`, removed so it happens once; a stale one is dropped, another page's waits. */
export function takeIntent(pathname: string, now = Date.now()): ShopperIntent | null {
  const intent = readIntent();
  if (!intent || now - intent.at > maxAgeMs || now < intent.at) {
    if (storage()?.getItem(storageKey)) forgetIntent();
    return null;
  }
  if (new URL(intent.returnPath, "http://shop.invalid").pathname !== pathname) return null;
  forgetIntent();
  return intent;
}
