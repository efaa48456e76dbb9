import { z } from "zod";
import { rupees } from "../money";
import { blankToUndefined, shopDateSchema, typedNumber } from "./common";
import { PROMO_CODE_MAX } from "./promo";

// Amounts in rupees stored as paise; empty optional fields mean "no limit"; 'product_price' names items and prices instead.

export const PROMO_CODE_PATTERN = /^[A-Z0-9_-]+$/;

const optionalRupees = (label: string) =>
  z.preprocess(
    blankToUndefined,
    typedNumber(`${label} must be a number`, (value) => value.min(0.01, `${label} must be more than 0`).max(10_000_000, `${label} is too large`)).optional(),
  );

export const PROMO_TYPES = ["percentage", "fixed", "product_price"] as const;
export type PromoType = (typeof PROMO_TYPES)[number];

/** At most this many items on one product-scoped code (the catalogue has 18). */
export const PROMO_ITEMS_MAX = 100;
export const NO_ITEMS_MESSAGE = "Choose at least one item and its coupon price";

/** One item of a product-scoped code: which item, and its coupon price in rupees (at least ₹1). */
const itemPriceSchema = z.object({
  itemId: z.string({ error: "Choose an item" }).trim().min(1, "Choose an item").max(40, "Choose an item"),
  priceRupees: z.preprocess(
    blankToUndefined,
    typedNumber("Coupon price is required", (value) => value.min(1, "Coupon price must be at least ₹1").max(10_000_000, "Coupon price is too large")),
  ),
});

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
    discountType: z.enum(PROMO_TYPES, { error: "Choose a discount type" }),
    /** Percent for 'percentage', rupees for 'fixed'; not used by 'product_price'. */
    discountValue: z.preprocess(
      blankToUndefined,
      typedNumber("Value is required", (value) => value.min(0.01, "Value must be more than 0").max(10_000_000, "Value is too large")).optional(),
    ),
    /** 'product_price' only: each item once, with its coupon price. */
    itemPrices: z.array(itemPriceSchema, { error: NO_ITEMS_MESSAGE }).max(PROMO_ITEMS_MAX, `At most ${PROMO_ITEMS_MAX} items`).default([]),
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
    if (promo.discountType === "product_price") {
      if (promo.itemPrices.length === 0) ctx.addIssue({ code: "custom", path: ["itemPrices"], message: NO_ITEMS_MESSAGE });
      const seen = new Set<string>();
      promo.itemPrices.forEach(({ itemId }, index) => {
        if (seen.has(itemId)) ctx.addIssue({ code: "custom", path: ["itemPrices", index, "itemId"], message: "This item is already on the code" });
        seen.add(itemId);
      });
      return;
    }
    if (promo.discountValue === undefined) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "Value is required" });
    } else if (promo.discountType === "percentage" && (!Number.isInteger(promo.discountValue) || promo.discountValue < 1 || promo.discountValue > 100)) {
      ctx.addIssue({ code: "custom", path: ["discountValue"], message: "A percentage must be a whole number from 1 to 100" });
    }
  });

export type PromoFormInput = z.input<typeof promoFormSchema>;
export type PromoFormValues = z.output<typeof promoFormSchema>;

/** The row a valid form stands for (paise, end of day in Asia/Kolkata); a product-scoped code keeps no value or cap. */
export function promoRowFromForm(form: PromoFormValues) {
  const byItems = form.discountType === "product_price";
  return {
    code: form.code,
    description: form.description,
    discountType: form.discountType,
    discountValue: byItems || form.discountValue === undefined ? null : form.discountType === "percentage" ? form.discountValue : rupees(form.discountValue),
    maxDiscountPaise: byItems || form.maxDiscountRupees === undefined ? null : rupees(form.maxDiscountRupees),
    minOrderPaise: form.minOrderRupees === undefined ? null : rupees(form.minOrderRupees),
    usageLimit: form.usageLimit ?? null,
    validUntil: form.validUntil ? new Date(`${form.validUntil}T23:59:59.999+05:30`) : null,
    isActive: form.isActive,
  };
}

/** A product-scoped code's items and coupon prices (paise), in the order staff see them; other codes have none. */
export function promoItemPricesFromForm(form: PromoFormValues): PromoItemPrice[] {
  return form.discountType === "product_price" ? form.itemPrices.map(({ itemId, priceRupees }) => ({ itemId, pricePaise: rupees(priceRupees) })) : [];
}

export type PromoItemPrice = { itemId: string; pricePaise: number };

/** An item a product-scoped code can name, with what it costs today (the form warns about a coupon price that is not below it). */
/** A pack size a product-scoped code can name: `id` is the size's, `itemId` its product's or bundle's. */
export type PromoItemChoice = { id: string; itemId: string; kind: "product" | "bundle"; name: string; pricePaise: number; active: boolean };

export type AdminPromo = {
  id: string;
  code: string;
  description: string | null;
  discountType: PromoType;
  /** Percent, or paise for a fixed amount; null for a product-scoped code. */
  discountValue: number | null;
  /** A product-scoped code's items and coupon prices. */
  itemPrices: PromoItemPrice[];
  maxDiscountPaise: number | null;
  minOrderPaise: number | null;
  usageLimit: number | null;
  usedCount: number;
  validUntil: string | null;
  isActive: boolean;
  createdAt: string;
};
