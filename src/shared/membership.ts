import { brand } from "./brand";
import { formatRupees, type Paise } from "./money";

// The membership programme's arithmetic and words: the server decides, the pages explain.

export type MembershipTerms = {
  enabled: boolean;
  friendDiscountPercent: number;
  friendDiscountCapPaise: Paise;
  commissionPercent: number;
  minOrderPaise: Paise;
};

/** How long a reward can be spent: until the end of the 30th day after it was credited. */
export const REWARD_VALID_DAYS = 30;
/** The "expiring soon" e-mail goes this many days before the last day. */
export const REWARD_REMINDER_DAYS = 3;

/** Characters of a code's random part: A–Z and 2–9 without the look-alikes 0, O, 1 and I. */
export const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const NAME_PART_MAX = 8;
const RANDOM_PART_LENGTH = 4;

/** PRIYA7K2Q: up to 8 letters of the first name (MEMBER without Latin letters), then 4 random characters. */
export function memberCodeFor(name: string, randomIndex: (n: number) => number): string {
  const firstWord = name.trim().split(/\s+/)[0] ?? "";
  const letters = firstWord.normalize("NFD").toUpperCase().replace(/[^A-Z]/g, "").slice(0, NAME_PART_MAX) || "MEMBER";
  let suffix = "";
  for (let i = 0; i < RANDOM_PART_LENGTH; i += 1) suffix += CODE_ALPHABET[randomIndex(CODE_ALPHABET.length)];
  return `${letters}${suffix}`;
}

/** The first word of a name: all a member is told of the friend whose order earned a reward. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** The friend's discount: the percent of the subtotal (to the paisa), at most the cap, never above the subtotal. */
export function friendDiscount(subtotal: Paise, terms: Pick<MembershipTerms, "friendDiscountPercent" | "friendDiscountCapPaise">): Paise {
  const raw = Math.round((subtotal * terms.friendDiscountPercent) / 100);
  return Math.min(raw, terms.friendDiscountCapPaise, subtotal);
}

/** The member's commission: the percent of the friend's subtotal after its discount (shipping excluded), rounded down to the rupee. */
export function referralCommission(subtotal: Paise, discount: Paise, commissionPercent: number): Paise {
  const base = Math.max(0, subtotal - discount);
  return Math.floor((base * commissionPercent) / 100 / 100) * 100;
}

/** Rewards spend after any promo discount, never more than what is left of the subtotal. */
export function rewardsToSpend(available: Paise, subtotal: Paise, discount: Paise): Paise {
  return Math.max(0, Math.min(available, subtotal - discount));
}

const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000; // Asia/Kolkata has no daylight saving
const DAY_MS = 24 * 60 * 60 * 1000;

/** The first instant a reward can no longer be spent: midnight in Asia/Kolkata after its 30th day. */
export function rewardExpiresAt(creditedAt: Date): Date {
  const istDayStart = Math.floor((creditedAt.getTime() + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(istDayStart + (REWARD_VALID_DAYS + 1) * DAY_MS - IST_OFFSET_MS);
}

/** The last day a reward can be spent (what the member is shown): the day before it expires. */
export function rewardLastDay(expiresAt: Date | string): Date {
  return new Date(new Date(expiresAt).getTime() - 1);
}

/** The WhatsApp text a member shares: the code, what it gives, and the link that remembers it. */
export function shareMessage(code: string, link: string, terms: Pick<MembershipTerms, "friendDiscountPercent" | "friendDiscountCapPaise">): string {
  const cap = formatRupees(terms.friendDiscountCapPaise);
  return `I buy cold-pressed mustard oil and organic dals from ${brand.name}. Use my code ${code} for ${terms.friendDiscountPercent}% off your first order (up to ${cap}): ${link}`;
}

/** What a member's code looks like (the database checks the same). */
export const memberCodePattern = /^[A-Z2-9]{4,20}$/;
/** The query parameter that carries a share link's code to the shop (/shop?ref=PRIYA7K2Q). */
export const REFERRAL_QUERY_KEY = "ref";
