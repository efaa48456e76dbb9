import type { MailMessage } from "~/server/mail/transport";
import { linesMail } from "~/server/mail/lines-mail";
import { say } from "~/server/i18n/language";
import type { Lang } from "~/shared/lang";
import { formatRupees } from "~/shared/money";
import type { ReturnReason, ReturnResolution } from "~/shared/returns";

// What the shopper hears when staff decide: sent through the e-mail queue, in the decision's
// transaction, in the order's language.

export type Decided = {
  to: string;
  customerName: string;
  orderNumber: string;
  /** The language the order was placed in. */
  language: Lang;
  reason: ReturnReason;
  resolution: ReturnResolution;
  /** The credit note's total on an approved refund that is owed; null otherwise. */
  refundPaise: number | null;
  note: string | null;
  /** The ₹0 order an approved replacement ships as. */
  replacementOrderNumber?: string | null;
};

/** The apology, whole per reason, so each language words it its own way. */
const SORRY: Record<ReturnReason, string> = {
  damaged: "We are sorry about the damaged items in order #{orderNumber}.",
  leaking: "We are sorry about the leaking items in order #{orderNumber}.",
  expired: "We are sorry about the expired items in order #{orderNumber}.",
  wrong_item: "We are sorry about the wrong item items in order #{orderNumber}.",
  missing_item: "We are sorry about the missing item items in order #{orderNumber}.",
};

/** To the shopper by name, in the order's language, with a link to the order. */
function decisionMail(decided: Decided, subject: string, lines: string[], orderUrl: string): MailMessage {
  const lang = decided.language;
  return linesMail({ to: decided.to, name: decided.customerName.trim(), subject, lines, link: { href: orderUrl, label: say(lang, "See your order") }, lang });
}

export function returnApprovedMail(decided: Decided, orderUrl: string): MailMessage {
  const lang = decided.language;
  const values = { orderNumber: decided.orderNumber, replacementOrderNumber: decided.replacementOrderNumber ?? "", amount: decided.refundPaise ? formatRupees(decided.refundPaise) : "" };
  const outcome =
    decided.resolution === "replacement"
      ? decided.replacementOrderNumber
        ? say(lang, "We will send you a replacement at no charge as order #{replacementOrderNumber} and write to you when it ships.", values)
        : say(lang, "We will send you a replacement at no charge and write to you when it ships.")
      : decided.refundPaise
        ? say(lang, "Refund of {amount} approved. We will tell you when it has been sent.", values)
        : say(lang, "Refund approved: nothing is due from you for these items.");
  return decisionMail(
    decided,
    say(lang, "Your problem report for order #{orderNumber} is approved", values),
    [say(lang, SORRY[decided.reason], values), outcome, ...(decided.note ? ["", decided.note] : [])],
    orderUrl,
  );
}

export function returnRefusedMail(decided: Decided & { note: string }, orderUrl: string): MailMessage {
  const lang = decided.language;
  const values = { orderNumber: decided.orderNumber };
  return decisionMail(
    decided,
    say(lang, "Your problem report for order #{orderNumber}", values),
    [
      say(lang, "We have looked at the problem you reported with order #{orderNumber} and cannot approve it:", values),
      "",
      decided.note,
      "",
      say(lang, "If you think we have got this wrong, reply to this e-mail or raise a complaint."),
    ],
    orderUrl,
  );
}
