import { linesMail } from "~/server/mail/lines-mail";
import type { MailMessage } from "~/server/mail/transport";

/** Double opt-in: nothing is sent on restock until the address's owner opens this link. */
export function confirmAlertMail(to: string, title: string, confirmUrl: string, validHours: number): MailMessage {
  return linesMail(
    to,
    `Confirm: e-mail me when ${title} is back`,
    [
      "Hello,",
      "",
      `Someone (we hope you) asked us to e-mail this address when ${title} is back in stock.`,
      `Please confirm within ${validHours} hours. If it wasn't you, ignore this e-mail and we won't write again.`,
    ],
    { href: confirmUrl, label: "Yes, e-mail me when it's back" },
  );
}

/** The one e-mail a confirmed request gets. */
export function backInStockMail(to: string, title: string, productUrl: string, unsubscribeUrl: string): MailMessage {
  return linesMail(
    to,
    `${title} is back in stock`,
    ["Hello,", "", `Good news: ${title} is back in stock. It may sell out again, so order soon if you'd like it.`, "This is the only e-mail we send for this request."],
    { href: productUrl, label: "See it in the shop" },
    { href: unsubscribeUrl, label: "Unsubscribe from back-in-stock e-mails" },
  );
}
