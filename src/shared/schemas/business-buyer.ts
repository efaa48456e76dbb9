import { z } from "zod";
import { BUSINESS_NAME_MAX, GSTIN_INPUT_MAX } from "../form-fields";
import { gstinStateCode, isValidGstin, normaliseGstin } from "../gstin";
import { stateOfGstCode } from "../india";
import { hasUnsupportedCharacters, UNSUPPORTED_CHARACTERS_MESSAGE } from "./common";

// "Buying for a business": the GSTIN and name printed on the tax invoice.

export const GSTIN_LENGTH_MESSAGE = "Enter your business's 15-character GSTIN";
export const GSTIN_INVALID_MESSAGE = "This GSTIN is not valid: please check it against your GST certificate";
export const GSTIN_STATE_MESSAGE = "A GSTIN starts with its state's GST code, 01 to 38 or 97: please check it against your GST certificate";
export const BILLING_ADDRESS_MESSAGE = "Select the billing address";
export const BUSINESS_NAME_MESSAGE = "Enter the business name as registered for GST";
export const BUSINESS_NAME_TOO_LONG_MESSAGE = "Business name must be less than 100 characters";

export { BUSINESS_NAME_MAX, GSTIN_INPUT_MAX };

/** Spaces dropped and upper-cased, then the shape and the check character; the value is the normalised GSTIN. */
export const gstinSchema = z
  .string({ error: GSTIN_LENGTH_MESSAGE })
  .transform(normaliseGstin)
  .superRefine((gstin, context) => {
    if (gstin.length !== 15) context.addIssue({ code: "custom", message: GSTIN_LENGTH_MESSAGE });
    else if (/^[0-9]{2}/.test(gstin) && !stateOfGstCode(gstinStateCode(gstin))) context.addIssue({ code: "custom", message: GSTIN_STATE_MESSAGE });
    else if (!isValidGstin(gstin)) context.addIssue({ code: "custom", message: GSTIN_INVALID_MESSAGE });
  });

export const businessBuyerSchema = z.object({
  gstin: gstinSchema,
  name: z
    .string({ error: BUSINESS_NAME_MESSAGE })
    .refine((value) => !hasUnsupportedCharacters(value), UNSUPPORTED_CHARACTERS_MESSAGE)
    .trim()
    .min(2, BUSINESS_NAME_MESSAGE).max(BUSINESS_NAME_MAX, BUSINESS_NAME_TOO_LONG_MESSAGE),
  /** "Billing address is different": one of the buyer's saved addresses; absent or null: billed at the delivery address. */
  billingAddressId: z.string({ error: BILLING_ADDRESS_MESSAGE }).trim().min(1, BILLING_ADDRESS_MESSAGE).max(100, BILLING_ADDRESS_MESSAGE).nullish(),
});

export type BusinessBuyer = z.output<typeof businessBuyerSchema>;
