import { z } from "zod";
import { emailSchema } from "./common";

// "Notify me" on a sold-out pack size (docs/decisions/068): the product page's form and the e-mailed links.

export const NOTIFY_ME_SIGNED_IN_MESSAGE = "We'll e-mail you when it's back in stock.";
export const NOTIFY_ME_CHECK_INBOX_MESSAGE = "Please check your inbox: open the link we sent to confirm, and we'll e-mail you when it's back in stock.";
export const NOTIFY_ME_IN_STOCK_MESSAGE = "Good news: this is in stock now. Add it to your cart.";
export const ALERT_LINK_INVALID_MESSAGE = "This link is not valid. Please open the link from the e-mail again.";
export const ALERT_CONFIRM_EXPIRED_MESSAGE = "This confirmation link has expired. Please ask to be notified again on the product page.";
export const STOCK_ALERTS_UNSUBSCRIBED_MESSAGE = "You're unsubscribed: we won't e-mail this address when items are back in stock.";

/** POST /api/stock-alerts: the size of an item; signed out, the address to write to. */
export const notifyMeSchema = z.object({
  productId: z.string().trim().min(1).max(64),
  sizeId: z.string().trim().min(1).max(64),
  email: emailSchema().optional(),
});
export type NotifyMeInput = z.input<typeof notifyMeSchema>;

/** The form signed out: an address is required. */
export const notifyMeEmailSchema = z.object({ email: emailSchema() });
export type NotifyMeEmailInput = z.input<typeof notifyMeEmailSchema>;

/** A token of an e-mailed link: 32 random bytes in base64url. */
export const emailedTokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, ALERT_LINK_INVALID_MESSAGE) });

/** The state of a confirmation link before its button is pressed. */
export type StockAlertLink = { productName: string; productSlug: string; state: "open" | "confirmed" | "expired" };

/** The back office's waiting counts: one row per size with any confirmed request. */
export type WaitingAlerts = { itemId: string; sizeId: string; waiting: number }[];
