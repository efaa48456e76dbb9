import { z } from "zod";

// POST /api/upi/orders/:orderNumber/utr: the UPI reference a shopper copies from their UPI app.

export const UTR_MESSAGE = "Enter the 12-digit UPI reference (UTR) shown in your UPI app";
export const UTR_TAKEN_MESSAGE = "This UPI reference has already been given for another order. Please check it in your UPI app.";

/** UPI apps show the UTR in groups of digits: spaces are dropped before the 12 digits are checked. */
export const utrSchema = z.object({
  utr: z
    .string({ error: UTR_MESSAGE })
    .transform((value) => value.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^\d{12}$/, UTR_MESSAGE)),
});

export type UtrInput = z.input<typeof utrSchema>;
