import { memberCodePattern, REFERRAL_QUERY_KEY } from "~/shared/membership";

// A member's share link (/r/{code}) lands on /shop?ref={code}; the code is kept on this device
// until an order is placed, so a friend who signs up first still finds it at checkout.

const STORAGE_KEY = "dff.referral-code";

/** Keeps the code of a share link's ?ref= (called once per page view). */
export function rememberReferralFrom(search: string): void {
  const code = new URLSearchParams(search).get(REFERRAL_QUERY_KEY)?.toUpperCase();
  if (!code || !memberCodePattern.test(code)) return;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage refused (private mode): the shopper can still type the code.
  }
}

export function rememberedReferral(): string | null {
  try {
    const code = localStorage.getItem(STORAGE_KEY);
    return code && memberCodePattern.test(code) ? code : null;
  } catch {
    return null;
  }
}

export function forgetReferral(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
