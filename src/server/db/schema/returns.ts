import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { createdAt, rowId } from "./columns";
import { refunds } from "./gateway-payments";
import { orderItems, orders } from "./orders";

// "Report a problem" after delivery (docs/decisions/065-returns.md): a request, its lines and photos.

export const returnRequests = pgTable("return_requests", {
  id: rowId(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "restrict" }),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "restrict" }),
  reason: text("reason").notNull(),
  description: text("description").notNull(),
  /** What the shopper asked for: their money back or the same goods again. */
  resolution: text("resolution").notNull(),
  status: text("status").notNull().default("pending"),
  /** Staff's reason when they refuse; an optional note when they approve. */
  decisionNote: text("decision_note"),
  decidedByUserId: text("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  /** The refund an approved refund request owes (none when the order was never paid). */
  refundId: uuid("refund_id").references(() => refunds.id, { onDelete: "restrict" }),
  /** The credit note's total: what the returned lines came to on the invoice. */
  creditedPaise: integer("credited_paise"),
  /** The free shipment an approved replacement sends: a ₹0 order of the returned lines (docs/decisions/069-replacement-shipments.md). */
  replacementOrderId: uuid("replacement_order_id").references(() => orders.id, { onDelete: "restrict" }),
  createdAt: createdAt(),
}, (t) => [
  index("return_requests_order_idx").on(t.orderId, t.createdAt),
  index("return_requests_status_created_idx").on(t.status, t.createdAt.desc()),
  check("return_requests_reason_check", sql`${t.reason} in ('damaged', 'leaking', 'expired', 'wrong_item', 'missing_item')`),
  check("return_requests_resolution_check", sql`${t.resolution} in ('refund', 'replacement')`),
  check("return_requests_status_check", sql`${t.status} in ('pending', 'approved', 'refused')`),
  check("return_requests_decided_check", sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  check("return_requests_refused_check", sql`${t.status} <> 'refused' or ${t.decisionNote} is not null`),
  uniqueIndex("return_requests_replacement_order_key").on(t.replacementOrderId).where(sql`${t.replacementOrderId} is not null`),
  check("return_requests_replacement_check", sql`${t.replacementOrderId} is null or (${t.resolution} = 'replacement' and ${t.status} = 'approved')`),
]);

export const returnRequestLines = pgTable("return_request_lines", {
  id: rowId(),
  requestId: uuid("request_id").notNull().references(() => returnRequests.id, { onDelete: "cascade" }),
  orderItemId: uuid("order_item_id").notNull().references(() => orderItems.id, { onDelete: "restrict" }),
  quantity: integer("quantity").notNull(),
  /** True while its request waits for staff: one open request per order line. */
  open: boolean("open").notNull().default(true),
}, (t) => [
  index("return_request_lines_request_idx").on(t.requestId),
  uniqueIndex("return_request_lines_open_key").on(t.orderItemId).where(sql`${t.open}`),
  uniqueIndex("return_request_lines_item_key").on(t.requestId, t.orderItemId),
  check("return_request_lines_quantity_check", sql`${t.quantity} >= 1`),
]);

/** The shopper's photos, kept in private storage (never under /media) and served to them and staff only. */
export const returnPhotos = pgTable("return_photos", {
  id: rowId(),
  requestId: uuid("request_id").notNull().references(() => returnRequests.id, { onDelete: "cascade" }),
  storageKey: text("storage_key").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  position: integer("position").notNull(),
}, (t) => [uniqueIndex("return_photos_request_position_key").on(t.requestId, t.position)]);
