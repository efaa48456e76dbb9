import { lineTitle } from "~/shared/line-title";
import { brand } from "~/shared/brand";
import { orderPromiseText } from "~/shared/delivery";
import { formatRupees } from "~/shared/money";
import { COD_CHARGE_LABEL, UPI_SAVING_LABEL } from "~/shared/pricing";
import type { MailMessage } from "~/server/mail/transport";
import type { OrderView } from "./records";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

/** The e-mail a customer gets once their order is committed: items, figures, where it goes, when, a link to follow it and one to its tax invoice. */
export function orderConfirmationMail(
  to: string,
  order: Pick<OrderView, "orderNumber" | "shipping" | "items" | "subtotalPaise" | "discountPaise" | "promoCode" | "rewardsPaise" | "shippingPaise" | "codChargePaise" | "upiSavingPaise" | "roundOffPaise" | "totalPaise" | "promisedDeliveryOn" | "createdAt" | "paymentMethod" | "awaiting">,
  orderUrl: string,
  invoiceUrl: string,
  /** A UPI order's payment page. */
  payUrl?: string,
  /** A COD order that waits for the shopper's confirmation: the single-use link's page. */
  confirmUrl?: string,
): MailMessage {
  const promise = orderPromiseText(order);
  const { shipping } = order;
  const addressLines = [
    shipping.fullName,
    shipping.addressLine1,
    shipping.addressLine2,
    shipping.landmark && `Landmark: ${shipping.landmark}`,
    `${shipping.city}, ${shipping.state} ${shipping.pincode}`,
    `Phone: ${shipping.phone}`,
  ].filter((line): line is string => Boolean(line));
  const figures: [string, string][] = [
    ["Subtotal", formatRupees(order.subtotalPaise)],
    ...(order.discountPaise > 0 ? [[`Discount${order.promoCode ? ` (${order.promoCode})` : ""}`, `-${formatRupees(order.discountPaise)}`] as [string, string]] : []),
    ...(order.rewardsPaise > 0 ? [["My rewards", `-${formatRupees(order.rewardsPaise)}`] as [string, string]] : []),
    ["Shipping", order.shippingPaise === 0 ? "FREE" : formatRupees(order.shippingPaise)],
    ...(order.codChargePaise > 0 ? [[COD_CHARGE_LABEL, formatRupees(order.codChargePaise)] as [string, string]] : []),
    ...(order.upiSavingPaise > 0 ? [[UPI_SAVING_LABEL, `-${formatRupees(order.upiSavingPaise)}`] as [string, string]] : []),
    ...(order.roundOffPaise > 0 ? [["Round off", `-${formatRupees(order.roundOffPaise)}`] as [string, string]] : []),
    ["Total", formatRupees(order.totalPaise)],
  ];
  const cashLine = paymentLine(order, payUrl);
  const confirmLine = confirmUrl ? `Please confirm your order so we can send it: we hold it for you until you do.` : null;
  const subject = `${confirmUrl ? "Please confirm your order" : "Order"} ${order.orderNumber}${confirmUrl ? "" : " placed"}: ${brand.name}`;

  const text = [
    `Thank you for your order!`,
    ``,
    `Your order #${order.orderNumber} has been placed. ${cashLine}`,
    ...(promise ? [promise] : []),
    ...(confirmLine ? [``, confirmLine, `Confirm your order: ${confirmUrl}`] : []),
    ``,
    `Items:`,
    ...order.items.map((item) => `- ${lineTitle(item.productName, item.sizeLabel)} x ${item.quantity}: ${formatRupees(item.subtotalPaise)}`),
    ``,
    ...figures.map(([label, value]) => `${label}: ${value}`),
    ``,
    `Delivery address:`,
    ...addressLines,
    ``,
    `Follow your order: ${orderUrl}`,
    `Download your tax invoice: ${invoiceUrl}`,
    ``,
    `${brand.name} · ${brand.supportEmail}`,
  ].join("\n");

  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#2b1d0e">
<h1 style="color:#1a3d1a">Thank you for your order!</h1>
<p>Your order <strong>#${escapeHtml(order.orderNumber)}</strong> has been placed. ${escapeHtml(cashLine)}</p>
${cashLine.startsWith("Payment: UPI") && payUrl ? `<p><a href="${escapeHtml(payUrl)}">Pay by UPI now</a></p>` : ""}
${promise ? `<p><strong>${escapeHtml(promise)}</strong></p>` : ""}
${confirmLine && confirmUrl ? `<p>${escapeHtml(confirmLine)}</p><p><a href="${escapeHtml(confirmUrl)}" style="font-weight:bold">Confirm your order</a></p>` : ""}
<table cellpadding="6" style="border-collapse:collapse">
${order.items.map((item) => `<tr><td>${escapeHtml(lineTitle(item.productName, item.sizeLabel))} x ${item.quantity}</td><td align="right">${formatRupees(item.subtotalPaise)}</td></tr>`).join("\n")}
${figures.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<h2 style="font-size:1rem">Delivery address</h2>
<p>${addressLines.map(escapeHtml).join("<br>")}</p>
<p><a href="${escapeHtml(orderUrl)}">Follow your order</a> · <a href="${escapeHtml(invoiceUrl)}">Download your tax invoice</a></p>
<p style="color:#666">${escapeHtml(brand.name)} · ${escapeHtml(brand.supportEmail)}</p>
</body></html>`;

  return { to, subject, text, html };
}

/** What to pay and how: cash at the door, or UPI within the order's hold time on its payment page. */
function paymentLine(order: Pick<OrderView, "totalPaise" | "paymentMethod" | "awaiting" | "createdAt">, payUrl: string | undefined): string {
  if (order.paymentMethod === "upi" && order.awaiting && payUrl) {
    const minutes = Math.round((Date.parse(order.awaiting.until) - Date.parse(order.createdAt)) / 60_000);
    return `Payment: UPI. Please pay ${formatRupees(order.totalPaise)} within ${minutes} minutes on your order's payment page, or the order is cancelled: ${payUrl}`;
  }
  return `Payment: Cash on Delivery. Please keep ${formatRupees(order.totalPaise)} ready in cash.`;
}
