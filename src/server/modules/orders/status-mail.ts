import { brand } from "~/shared/brand";
import { formatRupees } from "~/shared/money";
import type { OrderStatus } from "~/shared/order-status";
import { RETURN_WINDOW_HOURS } from "~/shared/returns";
import type { MailMessage } from "~/server/mail/transport";
import type { OrderTracking } from "./records";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");

const sentences: Partial<Record<OrderStatus, { subject: string; body: string }>> = {
  shipped: { subject: "is on its way", body: "has been shipped and is on its way to you. Please keep the cash ready for the delivery." },
  delivered: { subject: "has been delivered", body: `has been delivered. If anything is damaged, leaking, expired, wrong or missing, report a problem from your order page within ${RETURN_WINDOW_HOURS} hours.` },
  cancelled: { subject: "has been cancelled", body: "has been cancelled. If you did not expect this, please reply to this e-mail." },
  returned_to_origin: {
    subject: "has come back to us",
    body: "could not be delivered and has come back to us, so nothing is due for it. If you still want it, you are welcome to order again, or reply to this e-mail.",
  },
};

/** Shipped with nothing to pay on delivery: a prepaid order or a free replacement. */
const PAID_SHIPPED = "has been shipped and is on its way to you. Nothing is due on delivery.";

/** A paid order cancelled: where its money goes back. */
const refundSentence = ({ amountPaise, throughGateway }: { amountPaise: number; throughGateway: boolean }) =>
  throughGateway
    ? `We are refunding ${formatRupees(amountPaise)} through the payment gateway to the account you paid from.`
    : `We owe you a refund of ${formatRupees(amountPaise)}: please tell us on your order page which UPI ID or bank account to send it to.`;

/** The e-mail when staff ship, deliver, cancel or take back a returned parcel; a shipped one names courier, tracking number and link. */
export function orderStatusMail(
  to: string,
  order: { orderNumber: string; customerName: string; tracking?: OrderTracking | null; refund?: { amountPaise: number; throughGateway: boolean }; paid?: boolean },
  status: OrderStatus,
  orderUrl: string,
  /** Replaces the status's usual sentence, for a move the shop made by itself. */
  because?: string,
): MailMessage | null {
  const sentence = sentences[status];
  if (!sentence) return null;
  const greeting = `Hello ${order.customerName.split(/\s+/)[0] || "there"},`;
  const body = status === "shipped" && order.paid ? PAID_SHIPPED : sentence.body;
  const line = `Your order #${order.orderNumber} ${because ?? body}${order.refund ? ` ${refundSentence(order.refund)}` : ""}`;
  const tracking = status === "shipped" && order.tracking ? order.tracking : null;
  const trackingLines = tracking ? [`Courier: ${tracking.courier}`, `Tracking number: ${tracking.trackingNumber}`, ...(tracking.trackingUrl ? [`Track it: ${tracking.trackingUrl}`] : [])] : [];
  const text = [greeting, "", line, ...(trackingLines.length ? ["", ...trackingLines] : []), "", `Your order: ${orderUrl}`, "", `${brand.name} · ${brand.supportEmail}`].join("\n");
  const trackingHtml = tracking
    ? `<p>Courier: <strong>${escapeHtml(tracking.courier)}</strong><br>Tracking number: <strong>${escapeHtml(tracking.trackingNumber)}</strong>${
        tracking.trackingUrl ? `<br><a href="${escapeHtml(tracking.trackingUrl)}">Track your parcel</a>` : ""
      }</p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#2b1d0e">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(line)}</p>
${trackingHtml}
<p><a href="${escapeHtml(orderUrl)}">See your order</a></p>
<p style="color:#666">${escapeHtml(brand.name)} · ${escapeHtml(brand.supportEmail)}</p>
</body></html>`;
  return { to, subject: `Order ${order.orderNumber} ${sentence.subject}: ${brand.name}`, text, html };
}
