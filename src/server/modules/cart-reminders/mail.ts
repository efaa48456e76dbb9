import { linesMail } from "~/server/mail/lines-mail";
import type { MailMessage } from "~/server/mail/transport";
import { lineTitle } from "~/shared/line-title";
import { formatRupees } from "~/shared/money";
import type { PricedCart, PricedCartLine } from "../cart/service";

function stockNote(line: PricedCartLine): string {
  if (!line.available) return line.stockLeft === 0 ? "out of stock" : "no longer sold";
  if (line.stockLeft !== null && line.stockLeft < line.quantity) return `only ${line.stockLeft} left`;
  return "in stock";
}

/** The cart as it is now: each line with today's price and stock, and the total of what can be bought. */
export function cartReminderMail(to: string, name: string, cart: PricedCart, links: { cartUrl: string; unsubscribeUrl: string }): MailMessage {
  const lines = cart.lines.map((line) => `${line.quantity} × ${lineTitle(line.productName, line.sizeLabel)}: ${formatRupees(line.pricePaise)} each (${stockNote(line)})`);
  return linesMail(
    to,
    "You left items in your cart",
    [
      `Hello ${name.split(" ")[0] || "there"},`,
      "",
      "You left these in your cart. Here they are with today's prices and stock:",
      ...lines,
      `Subtotal: ${formatRupees(cart.summary.subtotalPaise)}`,
      "",
      "You asked us to remind you once about a cart you leave; we won't write again about this one.",
    ],
    { href: links.cartUrl, label: "Go to your cart" },
    { href: links.unsubscribeUrl, label: "Unsubscribe from cart reminders" },
  );
}
