import type { MailMessage } from "~/server/mail/transport";
import { linesMail } from "~/server/mail/lines-mail";
import { formatRupees } from "~/shared/money";
import { RETURN_REASON_LABELS, type ReturnReason, type ReturnResolution } from "~/shared/returns";

// What the shopper hears when staff decide: sent through the e-mail queue, in the decision's transaction.

export type Decided = {
  to: string;
  customerName: string;
  orderNumber: string;
  reason: ReturnReason;
  resolution: ReturnResolution;
  /** The credit note's total on an approved refund that is owed; null otherwise. */
  refundPaise: number | null;
  note: string | null;
  /** The ₹0 order an approved replacement ships as. */
  replacementOrderNumber?: string | null;
};

const greeting = (name: string) => `Hello ${name.trim().split(/\s+/)[0] || "there"},`;

export function returnApprovedMail(decided: Decided, orderUrl: string): MailMessage {
  const outcome =
    decided.resolution === "replacement"
      ? `We will send you a replacement at no charge${decided.replacementOrderNumber ? ` as order #${decided.replacementOrderNumber}` : ""} and write to you when it ships.`
      : decided.refundPaise
        ? `Refund of ${formatRupees(decided.refundPaise)} approved. We will tell you when it has been sent.`
        : "Refund approved: nothing is due from you for these items.";
  return linesMail(
    decided.to,
    `Your problem report for order #${decided.orderNumber} is approved`,
    [greeting(decided.customerName), "", `We are sorry about the ${RETURN_REASON_LABELS[decided.reason].toLowerCase()} items in order #${decided.orderNumber}.`, outcome, ...(decided.note ? ["", decided.note] : [])],
    { href: orderUrl, label: "See your order" },
  );
}

export function returnRefusedMail(decided: Decided & { note: string }, orderUrl: string): MailMessage {
  return linesMail(
    decided.to,
    `Your problem report for order #${decided.orderNumber}`,
    [greeting(decided.customerName), "", `We have looked at the problem you reported with order #${decided.orderNumber} and cannot approve it:`, "", decided.note, "", "If you think we have got this wrong, reply to this e-mail or raise a complaint."],
    { href: orderUrl, label: "See your order" },
  );
}
