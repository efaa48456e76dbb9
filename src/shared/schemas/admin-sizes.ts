import { z } from "zod";
import type { SIZE_UNITS } from "../catalog/sizes";
import { rupees } from "../money";
import { gstRateSchema, hsnCodeSchema, ITEM_ID_PATTERN, itemIdParamSchema, lowStockThresholdSchema, priceRupees, unitsOnHand, type CatalogueItemFormValues } from "./admin-catalogue";
import { blankToUndefined } from "./common";
import { netQuantitySchema, quantityWithUnit, unitSchema } from "./size-fields";

// A pack size as staff type it on an item's page (docs/product-rules.md#pack-sizes).

export const SKU_MESSAGE = "Enter a SKU of letters, digits and dashes (at most 40), e.g. DFF-1-5L";
export const MRP_BELOW_PRICE_MESSAGE = "MRP cannot be below the price";
export const SKU_TAKEN_MESSAGE = "Another size already has this SKU";

export const sizeParamSchema = itemIdParamSchema.extend({ sizeId: z.string().regex(ITEM_ID_PATTERN, "Not found") });

/** Net quantity and unit go together; both may be left empty while the item is a draft. */
export const sizeFormSchema = z
  .object({
    sku: z.preprocess((value) => (typeof value === "string" ? value.trim().toUpperCase() : value), z.string({ error: SKU_MESSAGE }).regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, SKU_MESSAGE).max(40, SKU_MESSAGE)),
    netQuantity: netQuantitySchema,
    unit: unitSchema,
    priceRupees: priceRupees("Price"),
    mrpRupees: priceRupees("MRP"),
    lowStockThreshold: lowStockThresholdSchema,
    /** Left empty, the size takes its item's HSN code and GST rate. */
    hsnCode: z.preprocess(blankToUndefined, hsnCodeSchema),
    gstRateBp: z.preprocess(blankToUndefined, gstRateSchema),
  })
  .superRefine((size, ctx) => {
    if (size.mrpRupees < size.priceRupees) ctx.addIssue({ code: "custom", path: ["mrpRupees"], message: MRP_BELOW_PRICE_MESSAGE });
    quantityWithUnit(size, ctx);
  });

/** A new size may start with units on hand; left empty, its stock is not tracked. */
export const newSizeSchema = sizeFormSchema.and(z.object({ stockOnHand: z.preprocess(blankToUndefined, unitsOnHand("Units on hand must be a number").optional()) }));

export const sizeOrderSchema = z.object({
  order: z.array(z.string().regex(ITEM_ID_PATTERN, "Not a size of this item"), { error: "Give the sizes in their new order" }).min(1, "Give the sizes in their new order").max(50, "Too many sizes"),
});

export const retireSizeSchema = z.object({ retired: z.boolean({ error: "Say whether the size is retired" }) });

export type SizeFormInput = z.input<typeof sizeFormSchema>;
export type SizeFormValues = z.output<typeof sizeFormSchema>;
export type NewSizeInput = z.input<typeof newSizeSchema>;
export type NewSizeValues = z.output<typeof newSizeSchema>;

export function sizeRowFromForm(form: SizeFormValues) {
  return {
    sku: form.sku,
    netQuantity: form.netQuantity ?? null,
    unit: form.unit ?? null,
    pricePaise: rupees(form.priceRupees),
    mrpPaise: rupees(form.mrpRupees),
    lowStockThreshold: form.lowStockThreshold,
    hsnCode: form.hsnCode ?? null,
    gstRateBp: form.gstRateBp ?? null,
  };
}

/** A size as the back office shows it. */
export type AdminSize = {
  id: string;
  sku: string;
  netQuantity: number | null;
  unit: (typeof SIZE_UNITS)[number] | null;
  label: string;
  pricePaise: number;
  mrpPaise: number;
  stockOnHand: number | null;
  lowStockThreshold: number;
  hsnCode: string | null;
  gstRateBp: number | null;
  position: number;
  retired: boolean;
};

/** The item form's figures for its default size (the first on sale): price, MRP, alert and, when given, net quantity. */
export function defaultSizeFromForm(form: CatalogueItemFormValues) {
  return {
    pricePaise: rupees(form.priceRupees),
    mrpPaise: rupees(form.originalPriceRupees),
    lowStockThreshold: form.lowStockThreshold,
    ...(form.netQuantity !== undefined && form.unit !== undefined && { netQuantity: form.netQuantity, unit: form.unit }),
  };
}
