import { z } from "zod";
import type { CataloguePhoto } from "../catalog/photos";
import { slugOf } from "../catalog/catalogue";
import { formatGstRate, GST_RATES_BP, HSN_PATTERN } from "../tax";
import { blankToUndefined, optionalTextSchema, textSchema, typedNumber } from "./common";
import { hindiRowFromForm, hindiTextFields, type AdminHindi } from "./admin-catalogue-hindi";
import type { AdminSize } from "./admin-sizes";
import { netQuantitySchema, quantityWithUnit, unitSchema } from "./size-fields";

// An item's details and a stock adjustment; prices typed in rupees, stored as paise.

export const ITEM_ID_PATTERN = /^[a-z0-9-]{1,64}$/;
export const itemIdParamSchema = z.object({ id: z.string().regex(ITEM_ID_PATTERN, "Not found") });

/** A photo's id: a hash of its files. */
export const PHOTO_ID_PATTERN = /^[a-f0-9]{20}$/;
export const photoParamSchema = itemIdParamSchema.extend({ photoId: z.string().regex(PHOTO_ID_PATTERN, "Not found") });

export const CATEGORIES = ["mustard-oils", "pulses", "grains"] as const;
export const CATEGORY_LABELS: Record<(typeof CATEGORIES)[number], string> = { "mustard-oils": "Mustard oils", pulses: "Pulses", grains: "Grains" };
export const PRESS_TYPES = ["hydraulic", "wood-pressed"] as const;
export const ITEM_KINDS = ["product", "bundle"] as const;
export const CHOOSE_CATEGORY_MESSAGE = "Choose a category";
export const NAME_WITHOUT_SLUG_MESSAGE = "The name needs at least one letter or digit from A to Z or 0 to 9 for its page address";

export const HSN_MESSAGE = "Enter the 4, 6 or 8-digit HSN code";
export const GST_RATE_MESSAGE = `Choose a GST rate: ${GST_RATES_BP.map(formatGstRate).join(", ").replace(/, ([^,]*)$/, " or $1")}`;

/** Left out, the item keeps its own (a new item its category's default), so older API clients still work; blank is refused. */
export const hsnCodeSchema = z.string({ error: HSN_MESSAGE }).trim().regex(HSN_PATTERN, HSN_MESSAGE).optional();
export const gstRateSchema = typedNumber(GST_RATE_MESSAGE, (value) => value.refine((rate) => (GST_RATES_BP as readonly number[]).includes(rate), GST_RATE_MESSAGE)).optional();

export const priceRupees = (label: string) =>
  z.preprocess(
    blankToUndefined,
    typedNumber(`${label} is required`, (value) =>
      value
        .min(1, `${label} must be at least ₹1`)
        .max(1_000_000, `${label} is too large`)
        .refine((rupeeValue) => Number.isInteger(Math.round(rupeeValue * 100 * 1e6) / 1e6), `${label} can have at most 2 decimals`),
    ),
  );

/** An item's or a size's: at or below it, the back office shows stock as low. */
export const lowStockThresholdSchema = z.preprocess(
  blankToUndefined,
  typedNumber("Low-stock alert must be a number", (value) =>
    value.int("Low-stock alert must be a whole number").min(0, "Low-stock alert cannot be negative").max(100_000, "Low-stock alert is too large"),
  ),
);

/** What staff type for an item, whether they edit one or add one. */
const catalogueItemFields = z.object({
  name: textSchema(1, 120, "Name is required", "Name must be at most 120 characters"),
  description: textSchema(1, 2000, "Description is required", "Description must be at most 2000 characters"),
  ...hindiTextFields,
  priceRupees: priceRupees("Price"),
  originalPriceRupees: priceRupees("Original price"),
  /** Products only; bundles have none. */
  category: z.enum(CATEGORIES, { error: CHOOSE_CATEGORY_MESSAGE }).optional(),
  pressType: z.preprocess(blankToUndefined, z.enum(PRESS_TYPES, { error: "Choose a press type" }).optional()),
  badge: optionalTextSchema(30, "Badge must be at most 30 characters"),
  active: z.boolean({ error: "Say whether the item is shown in the shop" }),
  lowStockThreshold: lowStockThresholdSchema,
  hsnCode: hsnCodeSchema,
  gstRateBp: gstRateSchema,
  /** The default size's net quantity and unit; left out, it keeps its own (a new item: none, so it cannot be shown yet). */
  netQuantity: netQuantitySchema,
  unit: unitSchema,
});

function originalPriceNotBelowPrice(item: { priceRupees: number; originalPriceRupees: number; netQuantity?: number; unit?: string }, ctx: z.RefinementCtx) {
  if (item.originalPriceRupees < item.priceRupees) {
    ctx.addIssue({ code: "custom", path: ["originalPriceRupees"], message: "Original price cannot be below the price" });
  }
  quantityWithUnit(item, ctx);
}

/** PUT /api/admin/catalogue/:id: an item's details (its kind and page address stay as they are). */
export const catalogueItemFormSchema = catalogueItemFields.superRefine(originalPriceNotBelowPrice);

/** POST /api/admin/catalogue: its page address is made from its name, so the name must give one. */
export const newCatalogueItemSchema = catalogueItemFields
  .extend({ kind: z.enum(ITEM_KINDS, { error: "Choose product or bundle" }) })
  .superRefine(originalPriceNotBelowPrice)
  .superRefine((item, ctx) => {
    if (slugOf(item.name) === "") ctx.addIssue({ code: "custom", path: ["name"], message: NAME_WITHOUT_SLUG_MESSAGE });
    if (item.kind === "product" && !item.category) ctx.addIssue({ code: "custom", path: ["category"], message: CHOOSE_CATEGORY_MESSAGE });
  });

export type NewCatalogueItemInput = z.input<typeof newCatalogueItemSchema>;
export type NewCatalogueItem = z.output<typeof newCatalogueItemSchema>;

export type CatalogueItemFormInput = z.input<typeof catalogueItemFormSchema>;
export type CatalogueItemFormValues = z.output<typeof catalogueItemFormSchema>;


export function catalogueRowFromForm(form: CatalogueItemFormValues) {
  return {
    name: form.name,
    description: form.description,
    ...hindiRowFromForm(form),
    badge: form.badge ?? null,
    active: form.active,
    // Left out when the request had none: the row keeps its own (or takes its category's default).
    ...(form.hsnCode !== undefined && { hsnCode: form.hsnCode }),
    ...(form.gstRateBp !== undefined && { gstRateBp: form.gstRateBp }),
  };
}

export const STOCK_NOTE_MESSAGE = "Please say why the stock changed";

/** Units on hand, of an item or a size; `missing` says what no number at all means there. */
export const unitsOnHand = (missing: string) =>
  typedNumber(missing, (value) => value.int("Units on hand must be a whole number").min(0, "Units on hand cannot be negative").max(1_000_000, "Units on hand are too many"));

const stockNote = textSchema(1, 200, STOCK_NOTE_MESSAGE, "The reason must be at most 200 characters");

/** Sets the units on hand (a count, a delivery), or stops tracking the item, with the reason. */
export const stockAdjustmentSchema = z.discriminatedUnion("tracked", [
  z.object({ tracked: z.literal(true), onHand: z.preprocess(blankToUndefined, unitsOnHand("Units on hand are required")), note: stockNote }),
  z.object({ tracked: z.literal(false), note: stockNote }),
], { error: "Say whether stock is tracked" });

/** The largest photo file staff may upload: a phone's full-size JPEG or HEIC is 2 to 12 MB. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_TOO_LARGE_MESSAGE = `This photo is too large: at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`;
export const PHOTO_MISSING_MESSAGE = "Choose a photo to upload";

/** POST /api/admin/catalogue/:id/photos: what the file really is, the server finds out from its bytes. */
export const photoUploadSchema = z.object({
  photo: z.instanceof(File, { error: PHOTO_MISSING_MESSAGE }).refine((file) => file.size > 0, PHOTO_MISSING_MESSAGE).refine((file) => file.size <= PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE),
});

/** PUT /api/admin/catalogue/:id/photos: every photo of the item, by id, in the order to show them (the first is the cover). */
export const photoOrderSchema = z.object({
  order: z.array(z.string().regex(PHOTO_ID_PATTERN, "Not a photo of this item"), { error: "Give the photos in their new order" }).max(50, "Too many photos"),
});

export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;
export type StockAdjustment = z.output<typeof stockAdjustmentSchema>;

export type StockState = "untracked" | "in-stock" | "low" | "out";

export type AdminCatalogueItem = AdminHindi & {
  id: string;
  kind: "product" | "bundle";
  slug: string;
  name: string;
  description: string;
  pricePaise: number;
  originalPricePaise: number;
  category: (typeof CATEGORIES)[number] | null;
  pressType: (typeof PRESS_TYPES)[number] | null;
  badge: string | null;
  images: string[];
  /** Uploaded photos, the cover first; the shop shows `images` (the seeded drawings) while there are none. */
  photos: CataloguePhoto[];
  active: boolean;
  stockOnHand: number | null;
  lowStockThreshold: number;
  /** Every size, retired ones too, in the shop's order; the figures above are the first on sale's. */
  sizes: AdminSize[];
  hsnCode: string;
  /** GST included in the price, in basis points: one of GST_RATES_BP (500 is 5%). */
  gstRateBp: number;
  stockState: StockState;
  updatedAt: string;
};

export type StockMovementView = {
  id: string;
  /** Which size's stock moved: its SKU and label. */
  sku: string;
  sizeLabel: string;
  reason: "order" | "cancel" | "adjustment";
  change: number;
  onHandAfter: number | null;
  note: string | null;
  orderNumber: string | null;
  actorName: string | null;
  createdAt: string;
};

/** Where an item's stock stands, for the back office's badges and the dashboard's low-stock list. */
export function stockStateOf(item: { stockOnHand: number | null; lowStockThreshold: number }): StockState {
  if (item.stockOnHand === null) return "untracked";
  if (item.stockOnHand === 0) return "out";
  return item.stockOnHand <= item.lowStockThreshold ? "low" : "in-stock";
}
