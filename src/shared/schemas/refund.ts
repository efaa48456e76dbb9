import { z } from "zod";
import { UPI_ID_PATTERN } from "../upi";
import { utrField } from "./upi";

// Where a refund not sent through the gateway goes, and the UTR staff record when they send it (docs/decisions/066).

export const UPI_ID_MESSAGE = "Enter a UPI ID like name@okaxis";
export const ACCOUNT_HOLDER_MESSAGE = "Enter the account holder's name";
export const ACCOUNT_NUMBER_MESSAGE = "Enter the account number: 9 to 18 digits";
export const ACCOUNT_NUMBERS_DIFFER_MESSAGE = "The account numbers do not match";
export const IFSC_MESSAGE = "Enter the 11-character IFSC, like HDFC0001234";

/** Banks print account numbers in groups; the spaces are dropped before the digits are checked. */
const accountNumber = z
  .string({ error: ACCOUNT_NUMBER_MESSAGE })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{9,18}$/, ACCOUNT_NUMBER_MESSAGE));

export const upiPayeeSchema = z.object({
  method: z.literal("upi"),
  upiId: z.string({ error: UPI_ID_MESSAGE }).trim().regex(UPI_ID_PATTERN, UPI_ID_MESSAGE),
});

export const bankPayeeSchema = z
  .object({
    method: z.literal("bank"),
    accountHolder: z.string({ error: ACCOUNT_HOLDER_MESSAGE }).trim().min(2, ACCOUNT_HOLDER_MESSAGE).max(100, "At most 100 characters"),
    accountNumber,
    accountNumberAgain: accountNumber,
    ifsc: z
      .string({ error: IFSC_MESSAGE })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, IFSC_MESSAGE),
  })
  .refine((bank) => bank.accountNumber === bank.accountNumberAgain, { path: ["accountNumberAgain"], message: ACCOUNT_NUMBERS_DIFFER_MESSAGE });

/** POST /api/refunds/:id/payee */
export const refundPayeeSchema = z.discriminatedUnion("method", [upiPayeeSchema, bankPayeeSchema]);
export type RefundPayeeInput = z.input<typeof refundPayeeSchema>;
export type RefundPayee = z.output<typeof refundPayeeSchema>;

/** POST /api/admin/refunds/:id/sent: the reference of the transfer staff made. */
export const refundSentSchema = z.object({ utr: utrField("Enter the 12-digit UTR of the transfer") });
export type RefundSentInput = z.input<typeof refundSentSchema>;
