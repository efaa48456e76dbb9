import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

// One schema for the embedded PGlite default and for a PostgreSQL server.
// Money columns end in _paise and hold integer paise (₹1 = 100 paise).
// ON DELETE rules: a customer's own working data (profile, cart, wishlist, addresses, reviews,
// sessions) goes with the account; orders are business records, so an account with orders cannot
// be deleted (RESTRICT) and order items go only with their order.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ── better-auth's tables (plural names: the adapter runs with usePlural) ──────────────────────

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** 'customer' or 'staff'. Never taken from a request: granted from the command line or by staff. */
  role: text("role").notNull().default("customer"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [check("users_role_check", sql`${t.role} in ('customer', 'staff')`)]);

export const sessions = pgTable("sessions", {
  id: text("id").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  token: text("token").notNull().unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ipAddress: text("ip_address"),
  userAgent: text("user_agent"),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
}, (t) => [index("sessions_user_id_idx").on(t.userId)]);

export const accounts = pgTable("accounts", {
  id: text("id").primaryKey(),
  accountId: text("account_id").notNull(),
  providerId: text("provider_id").notNull(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  accessToken: text("access_token"),
  refreshToken: text("refresh_token"),
  idToken: text("id_token"),
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  password: text("password"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("accounts_user_id_idx").on(t.userId)]);

export const verifications = pgTable("verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index("verifications_identifier_idx").on(t.identifier)]);

/** better-auth's rate-limit counters, in the database so limits hold across restarts and processes. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ── The shop ──────────────────────────────────────────────────────────────────────────────────

export const profiles = pgTable("profiles", {
  id: text("id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable("cart_items", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  productId: text("product_id").notNull(),
  productName: text("product_name").notNull(),
  productImage: text("product_image").notNull(),
  quantity: integer("quantity").notNull().default(1),
  pricePaise: integer("price_paise").notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("cart_items_user_product_key").on(t.userId, t.productId),
  index("cart_items_user_created_idx").on(t.userId, t.createdAt.desc()),
  check("cart_items_quantity_check", sql`${t.quantity} between 1 and 99`),
  check("cart_items_price_check", sql`${t.pricePaise} >= 0`),
]);

export const wishlist = pgTable("wishlist", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  productId: text("product_id").notNull(),
  productName: text("product_name").notNull(),
  productImage: text("product_image").notNull(),
  pricePaise: integer("price_paise").notNull(),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("wishlist_user_product_key").on(t.userId, t.productId),
  check("wishlist_price_check", sql`${t.pricePaise} >= 0`),
]);

export const reviews = pgTable("reviews", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  productId: text("product_id").notNull(),
  rating: smallint("rating").notNull(),
  reviewText: text("review_text"),
  /** Set by staff to take a review out of the public list, count and average. */
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("reviews_user_product_key").on(t.userId, t.productId),
  index("reviews_product_created_idx").on(t.productId, t.createdAt.desc()),
  // The public list: newest written first, keyset on (updated_at, id), hidden reviews left out.
  index("reviews_product_public_idx").on(t.productId, t.updatedAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
  index("reviews_created_idx").on(t.createdAt.desc()),
  check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  check("reviews_text_length_check", sql`char_length(${t.reviewText}) <= 1000`),
]);

/**
 * Count and rating sum of each product's visible reviews (hidden_at is null), kept by the trigger
 * reviews_keep_stats (migration 0002) in the same statement as every insert, update and delete of
 * a review, so a product's average costs one row read however many reviews it has.
 */
export const productReviewStats = pgTable("product_review_stats", {
  productId: text("product_id").primaryKey(),
  reviewCount: integer("review_count").notNull().default(0),
  ratingSum: integer("rating_sum").notNull().default(0),
}, (t) => [check("product_review_stats_check", sql`${t.reviewCount} >= 0 and ${t.ratingSum} between ${t.reviewCount} and 5 * ${t.reviewCount}`)]);

export const addresses = pgTable("addresses", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  phone: text("phone").notNull(),
  addressLine1: text("address_line1").notNull(),
  addressLine2: text("address_line2"),
  city: text("city").notNull(),
  state: text("state").notNull(),
  pincode: text("pincode").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index("addresses_user_list_idx").on(t.userId, t.isDefault.desc(), t.createdAt.desc()),
  // At most one default address per user, whatever the concurrency.
  uniqueIndex("addresses_one_default_per_user").on(t.userId).where(sql`${t.isDefault}`),
  check("addresses_phone_check", sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
  check("addresses_pincode_check", sql`${t.pincode} ~ '^[0-9]{6}$'`),
]);

export const promoCodes = pgTable("promo_codes", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored upper-case; unique whatever the case. */
  code: text("code").notNull(),
  description: text("description"),
  isActive: boolean("is_active").notNull().default(true),
  validUntil: timestamp("valid_until", { withTimezone: true }),
  minOrderPaise: integer("min_order_paise"),
  usageLimit: integer("usage_limit"),
  usedCount: integer("used_count").notNull().default(0),
  discountType: text("discount_type").notNull(),
  /** Percent (1–100) for 'percentage'; paise for 'fixed'. */
  discountValue: integer("discount_value").notNull(),
  maxDiscountPaise: integer("max_discount_paise"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("promo_codes_code_key").on(sql`upper(${t.code})`),
  check("promo_codes_code_check", sql`${t.code} = upper(${t.code}) and char_length(${t.code}) between 1 and 20`),
  check("promo_codes_type_check", sql`${t.discountType} in ('percentage', 'fixed')`),
  check("promo_codes_value_check", sql`${t.discountValue} > 0 and (${t.discountType} <> 'percentage' or ${t.discountValue} <= 100)`),
  check("promo_codes_used_count_check", sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`),
]);

export const orderStatuses = ["pending", "processing", "shipped", "delivered", "cancelled"] as const;
export const paymentStatuses = ["pending", "paid"] as const;

export const orders = pgTable("orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderNumber: text("order_number").notNull().unique(),
  userId: text("user_id").notNull().references(() => users.id, { onDelete: "restrict" }),
  /** The client's key for one press of Place Order: a retry returns the first order. */
  idempotencyKey: text("idempotency_key").notNull(),
  shippingFullName: text("shipping_full_name").notNull(),
  shippingPhone: text("shipping_phone").notNull(),
  shippingAddressLine1: text("shipping_address_line1").notNull(),
  shippingAddressLine2: text("shipping_address_line2"),
  shippingCity: text("shipping_city").notNull(),
  shippingState: text("shipping_state").notNull(),
  shippingPincode: text("shipping_pincode").notNull(),
  subtotalPaise: integer("subtotal_paise").notNull(),
  discountPaise: integer("discount_paise").notNull().default(0),
  promoCode: text("promo_code"),
  shippingPaise: integer("shipping_paise").notNull(),
  totalPaise: integer("total_paise").notNull(),
  paymentMethod: text("payment_method").notNull().default("cod"),
  paymentStatus: text("payment_status").notNull().default("pending"),
  orderStatus: text("order_status").notNull().default("pending"),
  participateLuckyDraw: boolean("participate_lucky_draw").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex("orders_user_idempotency_key").on(t.userId, t.idempotencyKey),
  // The account's order list pages by (created_at, id) newest first: the index hands rows over in that order.
  index("orders_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
  index("orders_created_idx").on(t.createdAt.desc()),
  index("orders_status_created_idx").on(t.orderStatus, t.createdAt.desc()),
  check("orders_payment_method_check", sql`${t.paymentMethod} in ('cod')`),
  check("orders_payment_status_check", sql`${t.paymentStatus} in ('pending', 'paid')`),
  check("orders_order_status_check", sql`${t.orderStatus} in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`),
  check("orders_money_check", sql`${t.subtotalPaise} >= 0 and ${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise} and ${t.shippingPaise} >= 0 and ${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.shippingPaise}`),
]);

export const orderItems = pgTable("order_items", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  productId: text("product_id").notNull(),
  productName: text("product_name").notNull(),
  productImage: text("product_image").notNull(),
  quantity: integer("quantity").notNull(),
  pricePaise: integer("price_paise").notNull(),
  subtotalPaise: integer("subtotal_paise").notNull(),
}, (t) => [
  index("order_items_order_id_idx").on(t.orderId),
  check("order_items_quantity_check", sql`${t.quantity} >= 1`),
  check("order_items_subtotal_check", sql`${t.pricePaise} >= 0 and ${t.subtotalPaise} = ${t.pricePaise} * ${t.quantity}`),
]);

/** Every change of an order's status: who (null for the customer placing it), from, to, when. */
export const orderEvents = pgTable("order_events", {
  id: uuid("id").primaryKey().defaultRandom(),
  orderId: uuid("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  fromStatus: text("from_status"),
  toStatus: text("to_status").notNull(),
  createdAt: createdAt(),
}, (t) => [index("order_events_order_id_idx").on(t.orderId, t.createdAt)]);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex("newsletter_subscribers_email_key").on(sql`lower(${t.email})`)]);

/** What staff changed: who, when, what, before and after. */
export const auditLog = pgTable("audit_log", {
  id: uuid("id").primaryKey().defaultRandom(),
  actorUserId: text("actor_user_id").references(() => users.id, { onDelete: "set null" }),
  action: text("action").notNull(),
  entity: text("entity").notNull(),
  entityId: text("entity_id"),
  before: jsonb("before"),
  after: jsonb("after"),
  createdAt: createdAt(),
}, (t) => [index("audit_log_created_idx").on(t.createdAt.desc())]);

/** One draw per month (YYYY-MM, Asia/Kolkata). */
export const luckyDraws = pgTable("lucky_draws", {
  id: uuid("id").primaryKey().defaultRandom(),
  month: text("month").notNull().unique(),
  drawnAt: timestamp("drawn_at", { withTimezone: true }).notNull().defaultNow(),
  drawnByUserId: text("drawn_by_user_id").references(() => users.id, { onDelete: "set null" }),
  entrantCount: integer("entrant_count").notNull(),
  entrantsHash: text("entrants_hash").notNull(),
  winnerUserId: text("winner_user_id").references(() => users.id, { onDelete: "set null" }),
}, (t) => [check("lucky_draws_month_check", sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)]);
