import { say } from "~/server/i18n/language";
import { linesMail } from "~/server/mail/lines-mail";
import type { MailMessage } from "~/server/mail/transport";
import type { Lang } from "~/shared/lang";

// Both e-mails go in the language of the page the request was made on (stock_alerts.language).

/** Double opt-in: nothing is sent on restock until the address's owner opens this link. */
export function confirmAlertMail(to: string, title: string, confirmUrl: string, validHours: number, lang: Lang = "en"): MailMessage {
  const values = { title, hours: validHours };
  return linesMail({
    to,
    subject: say(lang, "Confirm: e-mail me when {title} is back", values),
    lines: [
      say(lang, "Hello,"),
      "",
      say(lang, "Someone (we hope you) asked us to e-mail this address when {title} is back in stock.", values),
      say(lang, "Please confirm within {hours} hours. If it wasn't you, ignore this e-mail and we won't write again.", values),
    ],
    link: { href: confirmUrl, label: say(lang, "Yes, e-mail me when it's back") },
    lang,
  });
}

/** The one e-mail a confirmed request gets. */
export function backInStockMail(to: string, title: string, productUrl: string, unsubscribeUrl: string, lang: Lang = "en"): MailMessage {
  const values = { title };
  return linesMail({
    to,
    subject: say(lang, "{title} is back in stock", values),
    lines: [
      say(lang, "Hello,"),
      "",
      say(lang, "Good news: {title} is back in stock. It may sell out again, so order soon if you'd like it.", values),
      say(lang, "This is the only e-mail we send for this request."),
    ],
    link: { href: productUrl, label: say(lang, "See it in the shop") },
    unsubscribe: { href: unsubscribeUrl, label: say(lang, "Unsubscribe from back-in-stock e-mails") },
    lang,
  });
}
