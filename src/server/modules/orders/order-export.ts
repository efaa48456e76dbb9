import { lineTitle } from "~/shared/line-title";
import { rupeesCell, toCsv } from "~/server/lib/csv";
import { SHOP_TIME_ZONE } from "~/shared/format";
import { ORDER_STATUS_LABELS } from "~/shared/order-status";
import { COD_CHARGE_LABEL, UPI_SAVING_LABEL } from "~/shared/pricing";
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from "~/shared/payment";
import type { OrderView } from "./records";
import { unitsOf } from "./packing-slip";

// One row per order as a courier's booking sheet asks; figures as plain rupees and ISO-like dates, so a spreadsheet adds and sorts them.

export const ORDER_EXPORT_COLUMNS = [
  "Order number",
  "Order date",
  "Status",
  "Customer name",
  "Phone",
  "Address line 1",
  "Address line 2",
  "Landmark",
  "City",
  "State",
  "Pincode",
  "Items",
  "Quantity",
  "COD amount (₹)",
  `${COD_CHARGE_LABEL} (₹)`,
  `${UPI_SAVING_LABEL} (₹)`,
  "Payment method",
  "Payment status",
  "Promised delivery",
  "Courier",
  "Tracking number",
] as const;

let orderDateTime: Intl.DateTimeFormat | undefined;

/** "2026-03-05 14:32" in Asia/Kolkata. */
function shopDateTimeOf(at: string): string {
  orderDateTime ??= new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: SHOP_TIME_ZONE });
  const part = Object.fromEntries(orderDateTime.formatToParts(new Date(at)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export function ordersCsv(orders: readonly OrderView[]): string {
  return toCsv(
    ORDER_EXPORT_COLUMNS,
    orders.map((order) => [
      order.orderNumber,
      shopDateTimeOf(order.createdAt),
      ORDER_STATUS_LABELS[order.orderStatus],
      order.shipping.fullName,
      order.shipping.phone,
      order.shipping.addressLine1,
      order.shipping.addressLine2 ?? "",
      order.shipping.landmark ?? "",
      order.shipping.city,
      order.shipping.state,
      order.shipping.pincode,
      order.items.map((item) => `${item.quantity} × ${lineTitle(item.productName, item.sizeLabel)}`).join("; "),
      unitsOf(order),
      rupeesCell(order.totalPaise),
      rupeesCell(order.codChargePaise),
      rupeesCell(order.upiSavingPaise),
      PAYMENT_METHOD_LABELS[order.paymentMethod],
      PAYMENT_STATUS_LABELS[order.paymentStatus],
      order.promisedDeliveryOn ?? "",
      order.tracking?.courier ?? "",
      order.tracking?.trackingNumber ?? "",
    ]),
  );
}
