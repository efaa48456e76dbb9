import { z } from "zod";
import { PHONE_INPUT_MAX, PINCODE_MESSAGE, STATE_NOT_LISTED_MESSAGE } from "../form-fields";
import { canonicalStateName } from "../india";
import { rupees } from "../money";

// Small field schemas: every text is trimmed before it is checked, and the messages are the shop's words exactly.

export const INDIAN_MOBILE_MESSAGE = "Please enter a valid 10-digit Indian mobile number";
export { PHONE_INPUT_MAX, PINCODE_MESSAGE };
export const VALID_EMAIL_MESSAGE = "Please enter a valid email address";

export const UNSUPPORTED_CHARACTERS_MESSAGE = "Please remove unsupported characters";

/** Control characters (tab and line breaks aside) and half a UTF-16 pair: no keyboard types them, and PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSUPPORTED_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

export function hasUnsupportedCharacters(value: string): boolean {
  return UNSUPPORTED_CHARACTERS.test(value);
}

/** A string that holds only characters a person can type; the start of every text field below. */
export function plainString(message: string = UNSUPPORTED_CHARACTERS_MESSAGE) {
  return z.string().refine((value) => !hasUnsupportedCharacters(value), message);
}

/** The 10 digits of an Indian mobile number as people type it or phones autofill it ("+91 98765-43210", "098765 43210"); else null. */
export function normaliseIndianMobile(value: string): string | null {
  const compact = value.replace(/[\s-]/g, "");
  return /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact)?.[1] ?? null;
}

/** An Indian mobile number as typed; its value is the 10 digits that are stored. */
export const indianMobileSchema = z
  .string()
  .trim()
  .transform((value, context) => {
    const digits = normaliseIndianMobile(value);
    if (digits) return digits;
    context.addIssue({ code: "custom", message: INDIAN_MOBILE_MESSAGE });
    return z.NEVER;
  });
export const pincodeSchema = z.string().trim().regex(/^\d{6}$/, PINCODE_MESSAGE);

/** One of India's states and union territories, in the list's spelling ("delhi" → "Delhi"). */
export const listedState = z.transform((value: string, context) => {
  const state = canonicalStateName(value);
  if (state) return state;
  context.addIssue({ code: "custom", message: STATE_NOT_LISTED_MESSAGE });
  return z.NEVER;
});

/** An e-mail field whose wording differs per form (sign-up and sign-in say 'Invalid email address'). */
export function emailSchema(invalidMessage: string = VALID_EMAIL_MESSAGE, tooLongMessage = "Email must be less than 255 characters") {
  return plainString(invalidMessage).trim().max(255, tooLongMessage).pipe(z.email(invalidMessage));
}

/** A text field with a length range and the form's own message for each end. */
export function textSchema(min: number, max: number, tooShort: string, tooLong: string = tooShort) {
  return plainString().trim().min(min, tooShort).max(max, tooLong);
}

/** Optional text: empty or whitespace-only becomes undefined. */
export function optionalTextSchema(max: number, tooLong: string) {
  return plainString()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** A calendar day, YYYY-MM-DD, that exists (no 31 February), from 2000 to 2099. */
export function shopDateSchema(message: string) {
  return z.iso.date(message).refine((value) => value >= "2000-01-01" && value <= "2099-12-31", message);
}

/** A calendar month, YYYY-MM, from 2000-01 to 2099-12. */
export function shopMonthSchema(message: string) {
  return z
    .string()
    .trim()
    .regex(/^20\d{2}-(0[1-9]|1[0-2])$/, message);
}

/** An emptied form field (blank text, or null) read as left out. */
export const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

/** A number, or a string that reads as one; anything else is refused, not coerced as z.coerce would (true → 1). */
export function typedNumber<Rules extends z.ZodType>(message: string, rules: (value: z.ZodNumber) => Rules) {
  // Plain decimals only: Number() would also read "0x10" as 16 and "1e3" as 1000.
  const decimal = /^-?\d+(\.\d+)?$/;
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? (decimal.test(value.trim()) ? Number(value) : Number.NaN) : value),
    rules(z.number({ error: message })),
  );
}

/** Rupees to the paisa (at most two decimals). */
export const rupeesField = (label: string, min: number, minMessage: string) =>
  typedNumber(`${label} must be a number`, (value) =>
    value
      .min(min, minMessage)
      .max(1_000_000, `${label} is too large`)
      .refine((amount) => Math.abs(rupees(amount) - amount * 100) < 1e-6, `${label} can have at most two decimals`),
  );
