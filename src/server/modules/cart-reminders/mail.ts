import { say } from "~/server/i18n/language";
import { linesMail } from "~/server/mail/lines-mail";
import type { MailMessage } from "~/server/mail/transport";
import type { Lang } from "~/shared/lang";
import { lineTitle } from "~/shared/line-title";
import { formatRupees } from "~/shared/money";
import type { PricedCart, PricedCartLine } from "../cart/service";

function stockNote(line: PricedCartLine, lang: Lang): string {
  if (!line.available) return line.stockLeft === 0 ? say(lang, "out of stock") : say(lang, "no longer sold");
  if (line.stockLeft !== null && line.stockLeft < line.quantity) return say(lang, "only {count} left", { count: line.stockLeft });
  return say(lang, "in stock");
}

/** The cart as it is now, in the shopper's language: each line with today's price and stock, and the total of what can be bought. */
export function cartReminderMail(to: string, name: string, cart: PricedCart, links: { cartUrl: string; unsubscribeUrl: string }, lang: Lang = "en"): MailMessage {
  const lines = cart.lines.map((line) =>
    say(lang, "{quantity} × {item}: {price} each ({stock})", { quantity: line.quantity, item: lineTitle(line.productName, line.sizeLabel), price: formatRupees(line.pricePaise), stock: stockNote(line, lang) }),
  );
  return linesMail({
    to,
    name: name.split(" ")[0] ?? "",
    subject: say(lang, "You left items in your cart"),
    lines: [
      say(lang, "You left these in your cart. Here they are with today's prices and stock:"),
      ...lines,
      say(lang, "Subtotal: {amount}", { amount: formatRupees(cart.summary.subtotalPaise) }),
      "",
      say(lang, "You asked us to remind you once about a cart you leave; we won't write again about this one."),
    ],
    link: { href: links.cartUrl, label: say(lang, "Go to your cart") },
    unsubscribe: { href: links.unsubscribeUrl, label: say(lang, "Unsubscribe from cart reminders") },
    lang,
  });
}
