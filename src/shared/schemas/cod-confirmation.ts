import { z } from "zod";
import { plainString } from "./common";

export const CONFIRM_NOTE_MESSAGE = "Please write a note about the call";

/** The link's token: 32 random bytes in base64url. */
export const codConfirmTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "This confirmation link is not valid") });

/** Staff's "Confirmed by phone": what the shopper said, for the audit log. */
export const staffCodConfirmSchema = z.object({
  note: plainString().trim().min(1, CONFIRM_NOTE_MESSAGE).max(200, "The note must be less than 200 characters"),
});
