import { z } from "zod";

// Small field schemas, composed into the form and API schemas beside this file. Every text value
// is trimmed before it is checked, and the messages are the shop's on-screen words, word for word
// (docs/product-rules.md#forms-and-messages).

export const INDIAN_MOBILE_MESSAGE = "Please enter a valid 10-digit Indian mobile number";
export const PINCODE_MESSAGE = "Please enter a valid 6-digit pincode";
export const VALID_EMAIL_MESSAGE = "Please enter a valid email address";

export const indianMobileSchema = z.string().trim().regex(/^[6-9]\d{9}$/, INDIAN_MOBILE_MESSAGE);
export const pincodeSchema = z.string().trim().regex(/^\d{6}$/, PINCODE_MESSAGE);

/** An e-mail field whose wording differs per form (sign-up and sign-in say 'Invalid email address'). */
export function emailSchema(invalidMessage: string = VALID_EMAIL_MESSAGE, tooLongMessage = "Email must be less than 255 characters") {
  return z.string().trim().max(255, tooLongMessage).pipe(z.email(invalidMessage));
}

/** A text field with a length range and the form's own message for each end. */
export function textSchema(min: number, max: number, tooShort: string, tooLong: string = tooShort) {
  return z.string().trim().min(min, tooShort).max(max, tooLong);
}

/** Optional text: empty or whitespace-only becomes undefined. */
export function optionalTextSchema(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));
}
