import { brand } from "~/shared/brand";
import { formatOrderDate } from "~/shared/format";
import { formatRupees } from "~/shared/money";
import { linesMail } from "~/server/mail/lines-mail";
import type { MailMessage } from "~/server/mail/transport";

/** The shopper hears their refund was sent, where to (masked) and the UTR to look for in their bank's statement. */
export function refundSentMail(
  to: string,
  refund: { customerName: string; orderNumber: string; amountPaise: number; payee: string; utr: string; sentAt: Date },
  orderUrl: string,
): MailMessage {
  return linesMail(
    to,
    `Your refund for order ${refund.orderNumber} is sent: ${brand.name}`,
    [
      `Hello ${refund.customerName.split(/\s+/)[0] || "there"},`,
      "",
      `We have sent your refund of ${formatRupees(refund.amountPaise)} for order #${refund.orderNumber} to ${refund.payee} on ${formatOrderDate(refund.sentAt)}.`,
      `Its UTR (bank reference) is ${refund.utr}: your bank's statement shows it beside the credit.`,
    ],
    { href: orderUrl, label: "See your order" },
  );
}
