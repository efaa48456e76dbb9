import { z } from "zod";
import { rupees } from "../money";
import { shopDateSchema, typedNumber } from "./common";
import { PROMO_CODE_MAX } from "./promo";

// The back office's promo code form. Amounts are typed in rupees and stored as paise; a
// percentage is a whole number from 1 to 100. Empty optional fields mean "no limit".

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]+$/;

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const optionalRupees = (label: string) =>
  z.preprocess(
    blankToUndefined,
    typedNumber(`${label} must be a number`, (value) => value.min(0.01, `${label} must be more than 0`).max(10_000_000, `${label} is too large`)).optional(),
  );

export const promoFormSchema = z
  .object({
    code: z
      .string({ error: "Code is required" })
      .trim()
      .toUpperCase()
      .min(1, "Code is required")
      .max(PROMO_CODE_MAX, `Code must be at most ${PROMO_CODE_MAX} characters`)
      .regex(PROMO_CODE_PATTERN, "Use letters, digits, - and _ only"),
    description: z
      .string()
      .trim()
      .max(200, "Description must be less than 200 characters")
      .optional()
      .transform((value) => value || null),
    discountType: z.enum(["percentage", "fixed"], { error: "Choose a discount type" }),
    /** Percent for 'percentage', rupees for 'fixed'. */
    discountValue: z.preprocess(
      blankToUndefined,
      typedNumber("Value is required", (value) => value.min(0.01, "Value must be more than 0").max(10_000_000, "Value is too large")),
    ),
    maxDiscountRupees: optionalRupees("Maximum discount"),
    minOrderRupees: optionalRupees("Minimum order"),
    usageLimit: z.preprocess(
      blankToUndefined,
      typedNumber("Usage limit must be a number", (value) =>
        value.int("Usage limit must be a whole number").min(1, "Usage limit must be at least 1").max(1_000_000_000, "Usage limit is too large"),
      ).optional(),
    ),
    /** The last day the code works (Asia/Kolkata), YYYY-MM-DD. */
    validUntil: z.preprocess(blankToUndefined, shopDateSchema("Use a date like 2026-03-05").optional()),
    isActive: z.boolean().default(true),
  })
  .superRefine((promo, ctx) => {
    if (promo.discountType === "percentage" && (!Number.isInteger(promo.discountValue) || promo.discountValue < 1 || promo.discountValue > 100)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "A percentage must be a whole number from 1 to 100" });
    }
  });

export type PromoFormInput = z.input<typeof promoFormSchema>;
export type PromoFormValues = z.output<typeof promoFormSchema>;

/** The row values a valid form stands for (paise, end of the chosen day in Asia/Kolkata). */
export function promoRowFromForm(form: PromoFormValues) {
  return {
    code: form.code,
    description: form.description,
    discountType: form.discountType,
    discountValue: form.discountType === "percentage" ? form.discountValue : rupees(form.discountValue),
    maxDiscountPaise: form.maxDiscountRupees === undefined ? null : rupees(form.maxDiscountRupees),
    minOrderPaise: form.minOrderRupees === undefined ? null : rupees(form.minOrderRupees),
    usageLimit: form.usageLimit ?? null,
    validUntil: form.validUntil ? new Date(`${form.validUntil}T23:59:59.999+05:30`) : null,
    isActive: form.isActive,
  };
}

export type AdminPromo = {
  id: string;
  code: string;
  description: string | null;
  discountType: "percentage" | "fixed";
  /** Percent, or paise for a fixed amount. */
  discountValue: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number | null;
  usageLimit: number | null;
  usedCount: number;
  validUntil: string | null;
  isActive: boolean;
  createdAt: string;
};
