import { lineTitle } from "~/shared/line-title";
import { brand } from "~/shared/brand";
import { deliveryDayText, orderPromiseText, SAME_DAY_TEXT } from "~/shared/delivery";
import type { Lang } from "~/shared/lang";
import { say } from "~/server/i18n/language";
import { formatRupees } from "~/shared/money";
import { COD_CHARGE_LABEL, UPI_SAVING_LABEL } from "~/shared/pricing";
import type { MailMessage } from "~/server/mail/transport";
import type { OrderView } from "./records";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

/** The promise an order was placed with, in words of its language; null for an order that has none stored. */
function promiseText(order: { promisedDeliveryOn: string | null; createdAt: string }, lang: Lang): string | null {
  const english = orderPromiseText(order);
  if (!english || !order.promisedDeliveryOn) return english;
  return english === SAME_DAY_TEXT ? say(lang, SAME_DAY_TEXT) : say(lang, "Delivered by {date}", { date: deliveryDayText(order.promisedDeliveryOn, lang) });
}

/** The e-mail a customer gets once their order is committed, in the order's language: items, figures, where it goes, when, a link to follow it and one to its tax invoice. */
export function orderConfirmationMail(
  to: string,
  order: Pick<OrderView, "orderNumber" | "shipping" | "items" | "subtotalPaise" | "discountPaise" | "promoCode" | "rewardsPaise" | "shippingPaise" | "codChargePaise" | "upiSavingPaise" | "roundOffPaise" | "totalPaise" | "promisedDeliveryOn" | "createdAt" | "paymentMethod" | "awaiting">,
  lang: Lang,
  orderUrl: string,
  invoiceUrl: string,
  /** A UPI order's payment page. */
  payUrl?: string,
  /** A COD order that waits for the shopper's confirmation: the single-use link's page. */
  confirmUrl?: string,
): MailMessage {
  const words = (template: string, values?: Record<string, string | number>) => say(lang, template, values);
  const promise = promiseText(order, lang);
  const { shipping } = order;
  const addressLines = [
    shipping.fullName,
    shipping.addressLine1,
    shipping.addressLine2,
    shipping.landmark && words("Landmark: {landmark}", { landmark: shipping.landmark }),
    `${shipping.city}, ${shipping.state} ${shipping.pincode}`,
    words("Phone: {phone}", { phone: shipping.phone }),
  ].filter((line): line is string => Boolean(line));
  const figures: [string, string][] = [
    [words("Subtotal"), formatRupees(order.subtotalPaise)],
    ...(order.discountPaise > 0 ? [[order.promoCode ? words("Discount ({code})", { code: order.promoCode }) : words("Discount"), `-${formatRupees(order.discountPaise)}`] as [string, string]] : []),
    ...(order.rewardsPaise > 0 ? [[words("My rewards"), `-${formatRupees(order.rewardsPaise)}`] as [string, string]] : []),
    [words("Shipping"), order.shippingPaise === 0 ? words("FREE") : formatRupees(order.shippingPaise)],
    ...(order.codChargePaise > 0 ? [[words(COD_CHARGE_LABEL), formatRupees(order.codChargePaise)] as [string, string]] : []),
    ...(order.upiSavingPaise > 0 ? [[words(UPI_SAVING_LABEL), `-${formatRupees(order.upiSavingPaise)}`] as [string, string]] : []),
    ...(order.roundOffPaise > 0 ? [[words("Round off"), `-${formatRupees(order.roundOffPaise)}`] as [string, string]] : []),
    [words("Total"), formatRupees(order.totalPaise)],
  ];
  const upiToPay = order.paymentMethod === "upi" && order.awaiting && payUrl ? payUrl : null;
  const cashLine = paymentLine(order, upiToPay, lang);
  const placed = (number: string) => words("Your order {order} has been placed.", { order: number });
  // The HTML sets the number in bold inside the translated sentence: a marker stands for it through the escaping.
  const placedHtml = escapeHtml(placed("\u0000")).replace("\u0000", `<strong>#${escapeHtml(order.orderNumber)}</strong>`);
  const confirmLine = confirmUrl ? words("Please confirm your order so we can send it: we hold it for you until you do.") : null;
  const values = { orderNumber: order.orderNumber, shop: brand.name };
  const subject = confirmUrl ? words("Please confirm your order {orderNumber}: {shop}", values) : words("Order {orderNumber} placed: {shop}", values);
  const thanks = words("Thank you for your order!");

  const text = [
    thanks,
    ``,
    `${placed(`#${order.orderNumber}`)} ${cashLine}`,
    ...(promise ? [promise] : []),
    ...(confirmLine ? [``, confirmLine, words("Confirm your order: {url}", { url: confirmUrl! })] : []),
    ``,
    words("Items:"),
    ...order.items.map((item) => `- ${lineTitle(item.productName, item.sizeLabel)} x ${item.quantity}: ${formatRupees(item.subtotalPaise)}`),
    ``,
    ...figures.map(([label, value]) => `${label}: ${value}`),
    ``,
    words("Delivery address:"),
    ...addressLines,
    ``,
    words("Follow your order: {url}", { url: orderUrl }),
    words("Download your tax invoice: {url}", { url: invoiceUrl }),
    ``,
    `${brand.name} · ${brand.supportEmail}`,
  ].join("\n");

  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#2b1d0e">
<h1 style="color:#1a3d1a">${escapeHtml(thanks)}</h1>
<p>${placedHtml} ${escapeHtml(cashLine)}</p>
${upiToPay ? `<p><a href="${escapeHtml(upiToPay)}">${escapeHtml(words("Pay by UPI now"))}</a></p>` : ""}
${promise ? `<p><strong>${escapeHtml(promise)}</strong></p>` : ""}
${confirmLine && confirmUrl ? `<p>${escapeHtml(confirmLine)}</p><p><a href="${escapeHtml(confirmUrl)}" style="font-weight:bold">${escapeHtml(words("Confirm your order"))}</a></p>` : ""}
<table cellpadding="6" style="border-collapse:collapse">
${order.items.map((item) => `<tr><td>${escapeHtml(lineTitle(item.productName, item.sizeLabel))} x ${item.quantity}</td><td align="right">${formatRupees(item.subtotalPaise)}</td></tr>`).join("\n")}
${figures.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<h2 style="font-size:1rem">${escapeHtml(words("Delivery address"))}</h2>
<p>${addressLines.map(escapeHtml).join("<br>")}</p>
<p><a href="${escapeHtml(orderUrl)}">${escapeHtml(words("Follow your order"))}</a> · <a href="${escapeHtml(invoiceUrl)}">${escapeHtml(words("Download your tax invoice"))}</a></p>
<p style="color:#666">${escapeHtml(brand.name)} · ${escapeHtml(brand.supportEmail)}</p>
</body></html>`;

  return { to, subject, text, html };
}

/** What to pay and how: cash at the door, or UPI within the order's hold time on its payment page. */
function paymentLine(order: Pick<OrderView, "totalPaise" | "awaiting" | "createdAt">, upiPayUrl: string | null, lang: Lang): string {
  const amount = formatRupees(order.totalPaise);
  if (upiPayUrl && order.awaiting) {
    const minutes = Math.round((Date.parse(order.awaiting.until) - Date.parse(order.createdAt)) / 60_000);
    return say(lang, "Payment: UPI. Please pay {amount} within {minutes} minutes on your order's payment page, or the order is cancelled: {url}", { amount, minutes, url: upiPayUrl });
  }
  return say(lang, "Payment: Cash on Delivery. Please keep {amount} ready in cash.", { amount });
}
