import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, rowId } from "./columns";
import { orders } from "./orders";

/** Each gateway webhook event, by the gateway's event id: a repeat finds its id taken and changes nothing. */
export const gatewayEvents = pgTable("gateway_events", {
  eventId: text("event_id").primaryKey(),
  event: text("event").notNull(),
  payload: jsonb("payload").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Money given back on an order: through the gateway now, by UPI or bank transfer (with its UTR) for
 * the after-sale refunds. Pending and sent refunds count against what the order was paid.
 */
export const refunds = pgTable("refunds", {
  id: rowId(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "restrict" }),
  amountPaise: integer("amount_paise").notNull(),
  /** Null until the shopper says where a refund not sent through the gateway goes (a UPI ID or a bank account). */
  method: text("method"),
  status: text("status").notNull().default("pending"),
  /** The gateway payment it gives back: the order's own, or a second payment for the same order. */
  gatewayPaymentId: text("gateway_payment_id"),
  gatewayRefundId: text("gateway_refund_id"),
  utr: text("utr"),
  reason: text("reason").notNull(),
  /** Null when the shop refunded by itself (a payment for a cancelled order) or the gateway reported one made elsewhere. */
  createdByUserId: text("created_by_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /** Where the shopper asked a UPI or bank refund to go; kept only until it is sent (docs/decisions/066). */
  payeeUpiId: text("payee_upi_id"),
  payeeAccountHolder: text("payee_account_holder"),
  payeeAccountNumber: text("payee_account_number"),
  payeeIfsc: text("payee_ifsc"),
  /** What staff and the shopper see of it, before and after: "••••••1234, HDFC0001234" or "as•••@okaxis". */
  payeeMasked: text("payee_masked"),
  payeeGivenAt: timestamp("payee_given_at", { withTimezone: true }),
}, (t) => [
  index("refunds_order_id_idx").on(t.orderId, t.createdAt),
  uniqueIndex("refunds_gateway_refund_id_key").on(t.gatewayRefundId).where(sql`${t.gatewayRefundId} is not null`),
  check("refunds_amount_check", sql`${t.amountPaise} > 0`),
  check("refunds_method_check", sql`${t.method} in ('gateway', 'upi', 'bank')`),
  check("refunds_status_check", sql`${t.status} in ('pending', 'sent', 'failed')`),
  check("refunds_sent_check", sql`(${t.status} = 'sent') = (${t.sentAt} is not null)`),
  check("refunds_sent_method_check", sql`${t.status} <> 'sent' or ${t.method} is not null`),
  check("refunds_payee_check", sql`${t.method} not in ('upi', 'bank') or ${t.payeeMasked} is not null`),
  check(
    "refunds_payee_erased_check",
    sql`${t.status} <> 'sent' or (${t.payeeUpiId} is null and ${t.payeeAccountHolder} is null and ${t.payeeAccountNumber} is null and ${t.payeeIfsc} is null)`,
  ),
]);
