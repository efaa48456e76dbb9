import { lineTitle } from "~/shared/line-title";
import { createPdf, pdfBytes, type Pdf } from "~/server/lib/pdf";
import { brand } from "~/shared/brand";
import { orderPromiseText } from "~/shared/delivery";
import { formatOrderDate } from "~/shared/format";
import { formatRupees } from "~/shared/money";
import { PAYMENT_METHOD_LABELS } from "~/shared/payment";
import type { OrderView } from "./records";

// The amount in the boxed line is the only figure with a ₹: the slip travels past the courier, who need no prices.

export type PackingSlipOrder = Pick<
  OrderView,
  "orderNumber" | "createdAt" | "shipping" | "items" | "subtotalPaise" | "totalPaise" | "paymentMethod" | "paymentStatus" | "orderStatus" | "promisedDeliveryOn"
>;

const A4_MARGIN = 40;
/** Room the count, the cash and the packer's initials need after the items. */
const FOOTER_HEIGHT = 150;
const QUANTITY_WIDTH = 60;
const grey = "#555555";

/** One A4 page per order (more only for an order with very many lines), in the order given. */
export async function renderPackingSlips(orders: readonly PackingSlipOrder[], title: string): Promise<Uint8Array<ArrayBuffer>> {
  const doc = createPdf({ title, subject: `${brand.name} packing slips` });
  for (const [index, order] of orders.entries()) {
    if (index > 0) doc.addPage();
    drawSlip(doc, order);
    // Laying out text is synchronous (a few ms a page): a batch of 200 lets other requests through between slips.
    if (index % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
  }
  // A plain Uint8Array, as a Response body takes it (a Buffer may sit on a shared pool).
  return new Uint8Array(await pdfBytes(doc));
}

export function packingSlipTitle(order: Pick<OrderView, "orderNumber">) {
  return `Packing slip ${order.orderNumber}`;
}

/** Units to pack across the order's lines. */
export const unitsOf = (order: Pick<OrderView, "items">) => order.items.reduce((sum, item) => sum + item.quantity, 0);

function drawSlip(doc: Pdf, order: PackingSlipOrder) {
  const left = A4_MARGIN;
  const width = doc.page.width - 2 * A4_MARGIN;
  const bottom = doc.page.height - A4_MARGIN;

  header(doc, order, false);
  if (order.orderStatus === "cancelled") {
    doc.moveDown(0.5).font("bold").fontSize(14).fillColor("#b91c1c").text("Cancelled order: do not ship", left, doc.y, { width }).fillColor("black");
  }
  const promise = orderPromiseText(order);
  if (promise) doc.moveDown(0.3).font("body").fontSize(11).text(`Promised: ${promise}`, left, doc.y, { width });
  rule(doc);

  const { shipping } = order;
  doc.font("bold").fontSize(9).fillColor(grey).text("DELIVER TO", left, doc.y, { width }).fillColor("black");
  doc.font("bold").fontSize(15).text(shipping.fullName, { width });
  doc.font("body").fontSize(12).text(shipping.addressLine1, { width });
  if (shipping.addressLine2) doc.text(shipping.addressLine2, { width });
  if (shipping.landmark) doc.text(`Landmark: ${shipping.landmark}`, { width });
  doc.text(`${shipping.city}, ${shipping.state}`, { width, continued: true }).font("bold").text(` – ${shipping.pincode}`);
  doc.font("body").text("Phone: ", { width, continued: true }).font("bold").text(shipping.phone);
  rule(doc);

  const headingTop = doc.y;
  doc.font("bold").fontSize(9).fillColor(grey).text("QTY", left, headingTop, { width: QUANTITY_WIDTH });
  doc.text("ITEM", left + QUANTITY_WIDTH, headingTop, { width: width - QUANTITY_WIDTH }).fillColor("black");
  doc.moveDown(0.3);
  for (const item of order.items) {
    const title = lineTitle(item.productName, item.sizeLabel);
    doc.font("body").fontSize(12);
    const height = doc.heightOfString(title, { width: width - QUANTITY_WIDTH });
    if (doc.y + height > bottom) continueOnNewPage(doc, order);
    doc.fontSize(12);
    const top = doc.y;
    doc.font("bold").text(`${item.quantity} ×`, left, top, { width: QUANTITY_WIDTH });
    doc.font("body").text(title, left + QUANTITY_WIDTH, top, { width: width - QUANTITY_WIDTH });
    doc.y = Math.max(doc.y, top + height) + 4;
  }
  rule(doc);
  if (doc.y + FOOTER_HEIGHT > bottom) continueOnNewPage(doc, order);

  const units = unitsOf(order);
  const lines = order.items.length;
  doc.font("bold").fontSize(12).text(`Items in the box: ${units} (${lines} ${lines === 1 ? "product" : "products"})`, left, doc.y, { width });
  doc.moveDown(0.6);
  const boxTop = doc.y;
  doc.font("bold").fontSize(16).text(collectLine(order), left + 10, boxTop + 8, { width: width - 20 });
  doc.lineWidth(1.5).rect(left, boxTop, width, doc.y - boxTop + 8).stroke();
  doc.y += 30;
  doc.font("body").fontSize(12).text("Packed by (initials): ______________          Checked: ______________", left, doc.y, { width });
}

/** The slip's boxed line: the cash to collect, or why there is none (a replacement's lines are priced ₹0). */
export function collectLine(order: Pick<OrderView, "subtotalPaise" | "totalPaise" | "paymentMethod" | "paymentStatus">): string {
  if (order.subtotalPaise === 0) return "Replacement at no charge: nothing to collect";
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod];
  if (order.paymentStatus === "paid") return `${method}: paid ${formatRupees(order.totalPaise)}, nothing to collect`;
  return order.paymentMethod === "cod" ? `Cash on Delivery: collect ${formatRupees(order.totalPaise)}` : `${method}: not paid, do not ship`;
}

/** A long order runs onto another page, headed with its number so a loose page finds its parcel. */
function continueOnNewPage(doc: Pdf, order: PackingSlipOrder) {
  doc.addPage();
  header(doc, order, true);
  rule(doc);
}

function header(doc: Pdf, order: PackingSlipOrder, continued: boolean) {
  const left = A4_MARGIN;
  const width = doc.page.width - 2 * A4_MARGIN;
  const top = A4_MARGIN;
  doc.font("bold").fontSize(18).text(brand.name, left, top, { width });
  doc.font("bold").fontSize(12).fillColor(grey).text(continued ? "PACKING SLIP (continued)" : "PACKING SLIP", left, top + 4, { width, align: "right" }).fillColor("black");
  doc.y = top + 30;
  doc.font("bold").fontSize(13).text(`Order ${order.orderNumber}`, left, doc.y, { width });
  doc.font("body").fontSize(11).text(`Placed ${formatOrderDate(order.createdAt)}`, { width });
}

function rule(doc: Pdf) {
  doc.moveDown(0.5);
  const y = doc.y;
  doc.lineWidth(0.5).strokeColor("#999999").moveTo(A4_MARGIN, y).lineTo(doc.page.width - A4_MARGIN, y).stroke().strokeColor("black");
  doc.y = y + 8;
}
