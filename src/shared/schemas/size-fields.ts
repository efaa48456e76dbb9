import { z } from "zod";
import { SIZE_UNITS } from "../catalog/sizes";
import { blankToUndefined, typedNumber } from "./common";

// A pack size's net quantity and unit, as the item form (its default size) and the size form take them.

export const NET_QUANTITY_MESSAGE = "Net quantity must be a whole number above 0";
export const UNIT_MESSAGE = "Choose a unit: g, kg, ml, L or pack";

export const netQuantitySchema = z.preprocess(
  blankToUndefined,
  typedNumber(NET_QUANTITY_MESSAGE, (value) => value.int(NET_QUANTITY_MESSAGE).min(1, NET_QUANTITY_MESSAGE).max(1_000_000, "Net quantity is too large")).optional(),
);

export const unitSchema = z.preprocess(blankToUndefined, z.enum(SIZE_UNITS, { error: UNIT_MESSAGE }).optional());

/** Both or neither: a quantity means nothing without its unit. */
export function quantityWithUnit(size: { netQuantity?: number; unit?: string }, ctx: z.RefinementCtx): void {
  if (size.netQuantity !== undefined && size.unit === undefined) ctx.addIssue({ code: "custom", path: ["unit"], message: UNIT_MESSAGE });
  if (size.unit !== undefined && size.netQuantity === undefined) ctx.addIssue({ code: "custom", path: ["netQuantity"], message: NET_QUANTITY_MESSAGE });
}
