import type { Lang } from "~/shared/lang";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, productColumns, rowId, updatedAt } from "./columns";
import { users } from "./auth";
import { promoCodes } from "./promos";

// Business records: an account with orders cannot be deleted (RESTRICT); items and events go with their order.

export const orders = pgTable("orders", {
  id: rowId(),
  orderNumber: text("order_number").notNull().unique(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "restrict" }),
  /** The client's key for one checkout visit, sent with every press of Place Order: a retry returns the first order. */
  idempotencyKey: text("idempotency_key").notNull(),
  shippingFullName: text("shipping_full_name").notNull(),
  shippingPhone: text("shipping_phone").notNull(),
  shippingAddressLine1: text("shipping_address_line1").notNull(),
  shippingAddressLine2: text("shipping_address_line2"),
  shippingLandmark: text("shipping_landmark"),
  shippingCity: text("shipping_city").notNull(),
  shippingState: text("shipping_state").notNull(),
  shippingPincode: text("shipping_pincode").notNull(),
  /** "Buying for a business": printed on the tax invoice; both or neither. */
  buyerGstin: text("buyer_gstin"),
  buyerBusinessName: text("buyer_business_name"),
  subtotalPaise: integer("subtotal_paise").notNull(),
  discountPaise: integer("discount_paise").notNull().default(0),
  /** The code's text when the order was placed, as receipts show it. */
  promoCode: text("promo_code"),
  /** The code's row: what a cancelled order gives its use back to. */
  promoCodeId: uuid("promo_code_id").references(() => promoCodes.id, { onDelete: "restrict" }),
  /** The member whose code gave the discount (a friend's order), and the commission it earns them when delivered. */
  referrerUserId: text("referrer_user_id").references(() => users.id, { onDelete: "restrict" }),
  referralCommissionPaise: integer("referral_commission_paise").notNull().default(0),
  /** The customer's own membership rewards spent on this order (reward_ledger holds which ones). */
  rewardsPaise: integer("rewards_paise").notNull().default(0),
  shippingPaise: integer("shipping_paise").notNull(),
  /** The paise dropped so the cash total is whole rupees (docs/product-rules.md#money): total = subtotal − discount − rewards + shipping + COD charge − UPI saving − round off. */
  roundOffPaise: integer("round_off_paise").notNull().default(0),
  /** The COD charge and the UPI saving staff had set, for the method chosen (0 otherwise): each its own line, taxed like shipping. */
  codChargePaise: integer("cod_charge_paise").notNull().default(0),
  upiSavingPaise: integer("upi_saving_paise").notNull().default(0),
  totalPaise: integer("total_paise").notNull(),
  paymentMethod: text("payment_method").notNull().default("cod"),
  paymentStatus: text("payment_status").notNull().default("pending"),
  orderStatus: text("order_status").notNull().default("pending"),
  /** What a pending order waits for before it can go on (shared/payment.ts AWAITED), and until when: past it the order cancels itself. */
  awaiting: text("awaiting"),
  awaitingUntil: timestamp("awaiting_until", { withTimezone: true }),
  /** A UPI payment's UTR as the shopper gave it, or the gateway's payment id: one order per reference. */
  paymentReference: text("payment_reference"),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  participateLuckyDraw: boolean("participate_lucky_draw").notNull().default(false),
  /** The day promised at placement (Asia/Kolkata), never recomputed; null for older orders. */
  promisedDeliveryOn: date("promised_delivery_on", { mode: "string" }),
  /** Entered by staff when they mark the order shipped. */
  courier: text("courier"),
  trackingNumber: text("tracking_number"),
  /** Optional, https only. */
  trackingUrl: text("tracking_url"),
  /** The payment gateway's order (Razorpay's order_…), made when the shopper first pays online. */
  gatewayOrderId: text("gateway_order_id"),
  /** The shop's language the order was placed in (shared/lang.ts): its e-mails go in it. */
  language: text("language").$type<Lang>().notNull().default("en"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("orders_user_idempotency_key").on(t.userId, t.idempotencyKey),
  // The account's order list pages by (created_at, id) newest first: the index hands rows over in that order.
  index("orders_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
  index("orders_created_idx").on(t.createdAt.desc()),
  index("orders_status_created_idx").on(t.orderStatus, t.createdAt.desc()),
  check("orders_referral_check", sql`${t.referralCommissionPaise} >= 0 and (${t.referrerUserId} is not null or ${t.referralCommissionPaise} = 0) and ${t.referrerUserId} <> ${t.userId}`),
  index("orders_referrer_idx").on(t.referrerUserId).where(sql`${t.referrerUserId} is not null`),
  check("orders_buyer_check", sql`(${t.buyerGstin} is null) = (${t.buyerBusinessName} is null) and (${t.buyerGstin} is null or ${t.buyerGstin} ~ '^[0-9]{2}[A-Z0-9]{13}$')`),
  check("orders_payment_method_check", sql`${t.paymentMethod} in ('cod', 'upi', 'online')`),
  check("orders_payment_status_check", sql`${t.paymentStatus} in ('pending', 'submitted', 'paid', 'not_collected', 'refunded', 'partly_refunded')`),
  check("orders_order_status_check", sql`${t.orderStatus} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'returned_to_origin')`),
  check("orders_awaiting_check", sql`(${t.awaiting} is null) = (${t.awaitingUntil} is null) and (${t.awaiting} is null or ${t.awaiting} in ('upi_payment', 'online_payment', 'cod_confirmation'))`),
  index("orders_awaiting_until_idx").on(t.awaitingUntil).where(sql`${t.awaiting} is not null`),
  uniqueIndex("orders_payment_reference_key").on(t.paymentReference).where(sql`${t.paymentReference} is not null`),
  check("orders_tracking_url_check", sql`${t.trackingUrl} is null or ${t.trackingUrl} like 'https://%'`),
  check("orders_money_check", sql`${t.subtotalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.rewardsPaise} >= 0 and ${t.discountPaise} + ${t.rewardsPaise} <= ${t.subtotalPaise} and ${t.shippingPaise} >= 0 and ${t.codChargePaise} >= 0 and ${t.upiSavingPaise} >= 0 and ${t.roundOffPaise} between 0 and 99 and ${t.totalPaise} >= 0 and ${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} - ${t.rewardsPaise} + ${t.shippingPaise} + ${t.codChargePaise} - ${t.upiSavingPaise} - ${t.roundOffPaise}`),
  uniqueIndex("orders_gateway_order_id_key").on(t.gatewayOrderId).where(sql`${t.gatewayOrderId} is not null`),
  check("orders_language_check", sql`${t.language} in ('en', 'hi')`),
]);

export const orderItems = pgTable("order_items", {
  id: rowId(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  ...productColumns(),
  quantity: integer("quantity").notNull(),
  pricePaise: integer("price_paise").notNull(),
  subtotalPaise: integer("subtotal_paise").notNull(),
}, (t) => [
  index("order_items_order_id_idx").on(t.orderId),
  check("order_items_quantity_check", sql`${t.quantity} >= 1`),
  check("order_items_subtotal_check", sql`${t.pricePaise} >= 0 and ${t.subtotalPaise} = ${t.pricePaise} * ${t.quantity}`),
]);

export const orderEvents = pgTable("order_events", {
  id: rowId(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  fromStatus: text("from_status"),
  toStatus: text("to_status").notNull(),
  /** Why, where the move asks: a shopper's cancellation reason, a returned parcel's. */
  note: text("note"),
  createdAt: createdAt(),
}, (t) => [index("order_events_order_id_idx").on(t.orderId, t.createdAt)]);
