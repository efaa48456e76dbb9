import { brand } from "~/shared/brand";
import { formatOrderDate } from "~/shared/format";
import type { Lang } from "~/shared/lang";
import { formatRupees } from "~/shared/money";
import { say } from "~/server/i18n/language";
import { linesMail } from "~/server/mail/lines-mail";
import type { MailMessage } from "~/server/mail/transport";

/** The shopper hears their refund was sent, where to (masked) and the UTR to look for in their bank's statement, in the order's language. */
export function refundSentMail(
  to: string,
  refund: { customerName: string; orderNumber: string; amountPaise: number; payee: string; utr: string; sentAt: Date },
  orderUrl: string,
  lang: Lang = "en",
): MailMessage {
  const values = { orderNumber: refund.orderNumber, shop: brand.name, amount: formatRupees(refund.amountPaise), payee: refund.payee, date: formatOrderDate(refund.sentAt, lang), utr: refund.utr };
  return linesMail({
    to,
    name: refund.customerName,
    subject: say(lang, "Your refund for order {orderNumber} is sent: {shop}", values),
    lines: [
      say(lang, "We have sent your refund of {amount} for order #{orderNumber} to {payee} on {date}.", values),
      say(lang, "Its UTR (bank reference) is {utr}: your bank's statement shows it beside the credit.", values),
    ],
    link: { href: orderUrl, label: say(lang, "See your order") },
    lang,
  });
}
