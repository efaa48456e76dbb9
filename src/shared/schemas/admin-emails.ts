import { z } from "zod";
import { pageQuerySchema } from "./admin-common";

// The back office's e-mail log (docs/product-rules.md#e-mails).

/** What a message is about, as the back office names it. */
export const EMAIL_KIND_LABELS = {
  password_reset: "Password reset",
  order_confirmation: "Order confirmation",
  order_status: "Order status",
  membership_reward: "Membership reward",
  complaint: "Complaint",
  stock_alert: "Back in stock",
  cart_reminder: "Cart reminder",
  refund: "Refund",
  return: "Return",
  commission_taken_back: "Commission taken back",
};
export type EmailKind = keyof typeof EMAIL_KIND_LABELS;

/** queued: waiting for its first try or a retry; sent: the mail server took it; failed: every retry failed. */
export const EMAIL_STATUSES = ["queued", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** GET /api/admin/emails: newest first, optionally one status. */
export const adminEmailListQuerySchema = pageQuerySchema.extend({
  status: z.enum(EMAIL_STATUSES).optional(),
});

export type AdminEmailListQuery = z.input<typeof adminEmailListQuerySchema>;
