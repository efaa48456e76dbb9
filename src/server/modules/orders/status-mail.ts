import { brand } from "~/shared/brand";
import type { Lang } from "~/shared/lang";
import { formatRupees } from "~/shared/money";
import type { OrderStatus } from "~/shared/order-status";
import { RETURN_WINDOW_HOURS } from "~/shared/returns";
import { say } from "~/server/i18n/language";
import { greeting } from "~/server/mail/greeting";
import type { MailMessage } from "~/server/mail/transport";
import type { OrderTracking } from "./records";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

// Each sentence whole, by its English template (src/server/i18n/mail-words.ts has the Hindi).
const sentences: Partial<Record<OrderStatus, { subject: string; body: string }>> = {
  shipped: { subject: "Order {orderNumber} is on its way: {shop}", body: "Your order #{orderNumber} has been shipped and is on its way to you. Please keep the cash ready for the delivery." },
  delivered: {
    subject: "Order {orderNumber} has been delivered: {shop}",
    body: "Your order #{orderNumber} has been delivered. If anything is damaged, leaking, expired, wrong or missing, report a problem from your order page within {hours} hours.",
  },
  cancelled: { subject: "Order {orderNumber} has been cancelled: {shop}", body: "Your order #{orderNumber} has been cancelled. If you did not expect this, please reply to this e-mail." },
  returned_to_origin: {
    subject: "Order {orderNumber} has come back to us: {shop}",
    body: "Your order #{orderNumber} could not be delivered and has come back to us, so nothing is due for it. If you still want it, you are welcome to order again, or reply to this e-mail.",
  },
};

/** Shipped with nothing to pay on delivery: a prepaid order or a free replacement. */
const PAID_SHIPPED = "Your order #{orderNumber} has been shipped and is on its way to you. Nothing is due on delivery.";

/** A paid order cancelled: where its money goes back. */
const refundSentence = ({ amountPaise, throughGateway }: { amountPaise: number; throughGateway: boolean }, lang: Lang) =>
  throughGateway
    ? say(lang, "We are refunding {amount} through the payment gateway to the account you paid from.", { amount: formatRupees(amountPaise) })
    : say(lang, "We owe you a refund of {amount}: please tell us on your order page which UPI ID or bank account to send it to.", { amount: formatRupees(amountPaise) });

/** The e-mail when staff ship, deliver, cancel or take back a returned parcel, in the order's language; a shipped one names courier, tracking number and link. */
export function orderStatusMail(
  to: string,
  order: { orderNumber: string; customerName: string; language: Lang; tracking?: OrderTracking | null; refund?: { amountPaise: number; throughGateway: boolean }; paid?: boolean },
  status: OrderStatus,
  orderUrl: string,
  /** Replaces the status's usual sentence, for a move the shop made by itself: an English template with {orderNumber}. */
  because?: string,
): MailMessage | null {
  const sentence = sentences[status];
  if (!sentence) return null;
  const lang = order.language;
  const values = { orderNumber: order.orderNumber, shop: brand.name, hours: RETURN_WINDOW_HOURS };
  const hello = greeting(lang, order.customerName);
  const body = because ?? (status === "shipped" && order.paid ? PAID_SHIPPED : sentence.body);
  const line = `${say(lang, body, values)}${order.refund ? ` ${refundSentence(order.refund, lang)}` : ""}`;
  const tracking = status === "shipped" && order.tracking ? order.tracking : null;
  const [courier, trackingNumber] = [say(lang, "Courier"), say(lang, "Tracking number")];
  const trackingLines = tracking
    ? [`${courier}: ${tracking.courier}`, `${trackingNumber}: ${tracking.trackingNumber}`, ...(tracking.trackingUrl ? [say(lang, "Track it: {url}", { url: tracking.trackingUrl })] : [])]
    : [];
  const text = [hello, "", line, ...(trackingLines.length ? ["", ...trackingLines] : []), "", say(lang, "Your order: {url}", { url: orderUrl }), "", `${brand.name} · ${brand.supportEmail}`].join("\n");
  const trackingHtml = tracking
    ? `<p>${escapeHtml(courier)}: <strong>${escapeHtml(tracking.courier)}</strong><br>${escapeHtml(trackingNumber)}: <strong>${escapeHtml(tracking.trackingNumber)}</strong>${
        tracking.trackingUrl ? `<br><a href="${escapeHtml(tracking.trackingUrl)}">${escapeHtml(say(lang, "Track your parcel"))}</a>` : ""
      }</p>`
    : "";
  const html = `<!doctype html><html lang="${lang === "hi" ? "hi" : "en"}"><body style="font-family:system-ui,sans-serif;color:#2b1d0e">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(line)}</p>
${trackingHtml}
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(say(lang, "See your order"))}</a></p>
<p style="color:#666">${escapeHtml(brand.name)} · ${escapeHtml(brand.supportEmail)}</p>
</body></html>`;
  return { to, subject: say(lang, sentence.subject, values), text, html };
}
