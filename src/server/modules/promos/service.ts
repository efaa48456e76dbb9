import { and, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { promoCodes, promoItemPrices } from "~/server/db/schema/promos";
import { ApiError } from "~/server/http/errors";
import { promoRefusals } from "~/server/http/metrics";
import type { ShownCoupon } from "~/shared/catalog/coupon";
import { formatRupees } from "~/shared/money";
import { promoDiscount, subtotalOf, type PromoLine, type PromoTerms } from "~/shared/pricing";

export type PromoCode = typeof promoCodes.$inferSelect;

// The titles and texts of docs/product-rules.md#promo-codes. Each is also put on the `code` field, so a form can show it there.
function promoError(title: string, message: string) {
  return new ApiError(400, message, { title, fields: { code: message } });
}
export const invalidPromo = () => promoError("Invalid Promo Code", "This promo code is not valid or has expired");
export const expiredPromo = () => promoError("Expired Promo Code", "This promo code has expired");
export const promoLimitReached = () => promoError("Promo Code Limit Reached", "This promo code has reached its usage limit");
export const notForTheseItems = () => promoError("Promo Code Not Applicable", "This promo code does not apply to the items in your cart");
export const minimumNotMet = (minPaise: number) =>
  promoError("Minimum Order Not Met", `This promo code requires a minimum order of ${formatRupees(minPaise)}`);

/** The row of an active code, looked up trimmed and upper-cased: a condition, for this module's read or another's. */
export const activePromoCodeIs = (code: string) => and(eq(promoCodes.code, code.trim().toUpperCase()), eq(promoCodes.isActive, true));

/** An active code, or undefined. */
export async function findActivePromo(db: Queryable, code: string): Promise<PromoCode | undefined> {
  const [promo] = await db.select().from(promoCodes).where(activePromoCodeIs(code));
  return promo;
}

/** What a code gives: its value and cap, or for a product-scoped code its items' coupon prices (one more read). */
async function promoTerms(db: Queryable, promo: PromoCode): Promise<PromoTerms> {
  if (promo.discountType === "product_price") {
    const rows = await db
      .select({ sizeId: promoItemPrices.sizeId, pricePaise: promoItemPrices.pricePaise })
      .from(promoItemPrices)
      .where(eq(promoItemPrices.promoId, promo.id));
    return { discountType: "product_price", itemPrices: new Map(rows.map((row) => [row.sizeId, row.pricePaise])) };
  }
  return {
    discountType: promo.discountType === "fixed" ? "fixed" : "percentage",
    discountValue: promo.discountValue ?? 0,
    maxDiscountPaise: promo.maxDiscountPaise,
  };
}

/** The rules of docs/product-rules.md#promo-codes after "found and active", in order; throws the first that fails. */
export function checkPromo(promo: PromoCode, terms: PromoTerms, lines: readonly PromoLine[], now = new Date()): number {
  if (promo.validUntil && promo.validUntil.getTime() < now.getTime()) throw expiredPromo();
  const discountPaise = promoDiscount(lines, terms);
  if (terms.discountType === "product_price" && discountPaise === 0) throw notForTheseItems();
  if (promo.minOrderPaise !== null && subtotalOf(lines) < promo.minOrderPaise) throw minimumNotMet(promo.minOrderPaise);
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) throw promoLimitReached();
  return discountPaise;
}

/** What applying a code shows and what an order charges, computed here and nowhere else. Nothing is taken. */
export async function usablePromo(db: Queryable, code: string, lines: readonly PromoLine[]): Promise<{ promo: PromoCode; discountPaise: number }> {
  return checkedPromo(db, await findActivePromo(db, code), lines);
}

/** usablePromo over a code already read (undefined: no active code has it). */
export async function checkedPromo(db: Queryable, promo: PromoCode | undefined, lines: readonly PromoLine[]): Promise<{ promo: PromoCode; discountPaise: number }> {
  try {
    if (!promo) throw invalidPromo();
    return { promo, discountPaise: checkPromo(promo, await promoTerms(db, promo), lines) };
  } catch (error) {
    if (error instanceof ApiError) promoRefusals.inc({ rule: error.details.title ?? error.message });
    throw error;
  }
}

/** The coupon prices usable product-scoped codes give now, by pack size, for the shop's cards (which name any minimum). */
export async function usableCouponPrices(db: Queryable): Promise<Map<string, ShownCoupon[]>> {
  const rows = await db
    .select({ sizeId: promoItemPrices.sizeId, pricePaise: promoItemPrices.pricePaise, code: promoCodes.code, minOrderPaise: promoCodes.minOrderPaise, validUntil: promoCodes.validUntil })
    .from(promoItemPrices)
    .innerJoin(promoCodes, eq(promoCodes.id, promoItemPrices.promoId))
    .where(
      and(
        eq(promoCodes.discountType, "product_price"),
        eq(promoCodes.isActive, true),
        or(isNull(promoCodes.validUntil), gte(promoCodes.validUntil, sql`now()`)),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit)),
      ),
    );
  const bySize = new Map<string, ShownCoupon[]>();
  for (const { sizeId, validUntil, ...coupon } of rows) {
    const offers = bySize.get(sizeId) ?? [];
    offers.push({ ...coupon, endsAt: validUntil?.toISOString() ?? null });
    bySize.set(sizeId, offers);
  }
  return bySize;
}

/** The row lock makes concurrent orders queue and re-check the limit; checkout calls it last, as every order with the code waits here (decision 004). */
export async function takePromoUse(tx: Queryable, promo: PromoCode, lines: readonly PromoLine[]): Promise<void> {
  const taken = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1`, updatedAt: sql`now()` })
    .where(and(eq(promoCodes.id, promo.id), eq(promoCodes.isActive, true), or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit))))
    .returning({ id: promoCodes.id });
  if (taken.length === 1) return;
  await usablePromo(tx, promo.code, lines); // throws the rule that now fails, if it is not the limit
  const refusal = promoLimitReached();
  promoRefusals.inc({ rule: refusal.details.title ?? refusal.message });
  throw refusal;
}

/** By the code's id, as its text may change; never below zero. */
export async function givePromoUseBack(tx: Queryable, promoCodeId: string): Promise<boolean> {
  const returned = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} - 1`, updatedAt: sql`now()` })
    .where(and(eq(promoCodes.id, promoCodeId), sql`${promoCodes.usedCount} > 0`))
    .returning({ id: promoCodes.id });
  return returned.length > 0;
}
