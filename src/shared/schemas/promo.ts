import { z } from "zod";
import { EMPTY_PROMO_MESSAGE, PROMO_CODE_MAX } from "../form-fields";

// The lookup trims and upper-cases again, whatever the browser sent.

export { EMPTY_PROMO_MESSAGE, PROMO_CODE_MAX };

export const promoCodeSchema = z
  .string()
  .trim()
  .min(1, EMPTY_PROMO_MESSAGE)
  .max(PROMO_CODE_MAX, "This promo code is not valid or has expired")
  .transform((code) => code.toUpperCase());

export const applyPromoSchema = z.object({ code: z.string({ error: EMPTY_PROMO_MESSAGE }).pipe(promoCodeSchema) });

export type ApplyPromoInput = z.input<typeof applyPromoSchema>;

/** What POST /api/promo/apply answers: nothing is consumed by applying. */
export type AppliedPromo = { code: string; description: string | null; discountPaise: number };
