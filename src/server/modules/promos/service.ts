import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { promoCodes } from "~/server/db/schema/promos";
import { ApiError } from "~/server/http/errors";
import { promoRefusals } from "~/server/http/metrics";
import { formatRupees } from "~/shared/money";
import { promoDiscount, type PromoTerms } from "~/shared/pricing";

export type PromoCode = typeof promoCodes.$inferSelect;

// The titles and texts of docs/product-rules.md#promo-codes. Each is also put on the `code` field, so a form can show it there.
function promoError(title: string, message: string) {
  return new ApiError(400, message, { title, fields: { code: message } });
}
export const invalidPromo = () => promoError("Invalid Promo Code", "This promo code is not valid or has expired");
export const expiredPromo = () => promoError("Expired Promo Code", "This promo code has expired");
export const promoLimitReached = () => promoError("Promo Code Limit Reached", "This promo code has reached its usage limit");
export const minimumNotMet = (minPaise: number) =>
  promoError("Minimum Order Not Met", `This promo code requires a minimum order of ${formatRupees(minPaise)}`);

/** An active code, looked up trimmed and upper-cased, or undefined. */
export async function findActivePromo(db: Queryable, code: string): Promise<PromoCode | undefined> {
  const [promo] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code.trim().toUpperCase()), eq(promoCodes.isActive, true)));
  return promo;
}

function promoTerms(promo: PromoCode): PromoTerms {
  return {
    discountType: promo.discountType === "fixed" ? "fixed" : "percentage",
    discountValue: promo.discountValue,
    maxDiscountPaise: promo.maxDiscountPaise,
  };
}

/** The rules of docs/product-rules.md#promo-codes after "found and active", in order; throws the first that fails, else returns the discount. */
export function checkPromo(promo: PromoCode, subtotalPaise: number, now = new Date()): number {
  if (promo.validUntil && promo.validUntil.getTime() < now.getTime()) throw expiredPromo();
  if (promo.minOrderPaise !== null && subtotalPaise < promo.minOrderPaise) throw minimumNotMet(promo.minOrderPaise);
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) throw promoLimitReached();
  return promoDiscount(subtotalPaise, promoTerms(promo));
}

/**
 * A code checked by the promo rules (docs/product-rules.md#promo-codes) against a subtotal, with the discount it gives: what
 * applying a code shows and what an order uses. Nothing is taken.
 */
export async function usablePromo(db: Queryable, code: string, subtotalPaise: number): Promise<{ promo: PromoCode; discountPaise: number }> {
  try {
    const promo = await findActivePromo(db, code);
    if (!promo) throw invalidPromo();
    return { promo, discountPaise: checkPromo(promo, subtotalPaise) };
  } catch (error) {
    if (error instanceof ApiError) promoRefusals.inc({ rule: error.details.title ?? error.message });
    throw error;
  }
}

/**
 * Takes one use of the code in the caller's transaction. The UPDATE itself checks "still active
 * and under its limit", and the row lock it takes makes concurrent orders queue and re-check, so
 * usage never exceeds the limit. Every order with a popular code queues on that one row until it
 * commits, so checkout calls this last, just before the commit (see decision 004). When nothing
 * was taken, the code is read again to say why.
 */
export async function takePromoUse(tx: Queryable, promo: PromoCode, subtotalPaise: number): Promise<void> {
  const taken = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1`, updatedAt: sql`now()` })
    .where(and(eq(promoCodes.id, promo.id), eq(promoCodes.isActive, true), or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit))))
    .returning({ id: promoCodes.id });
  if (taken.length === 1) return;
  await usablePromo(tx, promo.code, subtotalPaise); // throws the rule that now fails, if it is not the limit
  const refusal = promoLimitReached();
  promoRefusals.inc({ rule: refusal.details.title ?? refusal.message });
  throw refusal;
}

/**
 * Gives back the use a cancelled order took, by the code's id (a code's text may change, its row
 * does not). Never below zero. Returns whether a use was given back.
 */
export async function givePromoUseBack(tx: Queryable, promoCodeId: string): Promise<boolean> {
  const returned = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} - 1`, updatedAt: sql`now()` })
    .where(and(eq(promoCodes.id, promoCodeId), sql`${promoCodes.usedCount} > 0`))
    .returning({ id: promoCodes.id });
  return returned.length > 0;
}
