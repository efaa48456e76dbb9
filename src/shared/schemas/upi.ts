import { z } from "zod";

// POST /api/upi/orders/:orderNumber/utr: the UPI reference a shopper copies from their UPI app.

export const UTR_MESSAGE = "Enter the 12-digit UPI reference (UTR) shown in your UPI app";
export const UTR_TAKEN_MESSAGE = "This UPI reference has already been given for another order. Please check it in your UPI app.";

/** A UTR is 12 digits (PRODUCT.md); UPI apps and bank pages show it in groups, so spaces are dropped before it is checked. */
export const utrField = (message: string) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{12}$/, message));

export const utrSchema = z.object({ utr: utrField(UTR_MESSAGE) });

export type UtrInput = z.input<typeof utrSchema>;
