import { lineTitle } from "~/shared/line-title";
import { brand } from "~/shared/brand";
import { orderPromiseText } from "~/shared/delivery";
import { formatRupees } from "~/shared/money";
import type { MailMessage } from "~/server/mail/transport";
import type { OrderView } from "./records";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

/** The e-mail a customer gets once their order is committed: items, figures, where it goes, when, a link to follow it and one to its tax invoice. */
export function orderConfirmationMail(
  to: string,
  order: Pick<OrderView, "orderNumber" | "shipping" | "items" | "subtotalPaise" | "discountPaise" | "promoCode" | "rewardsPaise" | "shippingPaise" | "roundOffPaise" | "totalPaise" | "promisedDeliveryOn" | "createdAt">,
  orderUrl: string,
  invoiceUrl: string,
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
    ...(order.roundOffPaise > 0 ? [["Round off", `-${formatRupees(order.roundOffPaise)}`] as [string, string]] : []),
    ["Total", formatRupees(order.totalPaise)],
  ];
  const cashLine = `Payment: Cash on Delivery. Please keep ${formatRupees(order.totalPaise)} ready in cash.`;
  const subject = `Order ${order.orderNumber} placed: ${brand.name}`;

  const text = [
    `Thank you for your order!`,
    ``,
    `Your order #${order.orderNumber} has been placed. ${cashLine}`,
    ...(promise ? [promise] : []),
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
${promise ? `<p><strong>${escapeHtml(promise)}</strong></p>` : ""}
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
