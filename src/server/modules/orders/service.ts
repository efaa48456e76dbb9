import { randomInt, randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { cartItems, orderEvents, orderItems, orders } from "~/server/db/schema";
import { ApiError, notFound } from "~/server/http/errors";
import { priceSummary, subtotalOf } from "~/shared/pricing";
import type { OrderItemView, OrderPage, OrderStatus, OrderView, PaymentStatus, placeOrderSchema } from "~/shared/schemas/order";
import type { z } from "zod";
import { findUserAddress, isUuid } from "../addresses/service";
import { listCartLines } from "../cart/service";
import { takePromoUse, usablePromo } from "../promos/service";
import { priceCartLines } from "./pricing";

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** An order with its items, and whose it is: what staff screens need too. */
export type OrderRecord = OrderView & { userId: string };

export type PlaceOrderRequest = z.output<typeof placeOrderSchema>;

export type PlaceOrderOptions = {
  /** Test seams. */
  hooks?: {
    /** Runs inside the transaction right after the order row is written, before its items. */
    afterOrderInsert?: (tx: Transaction, orderId: string) => Promise<void>;
    /** Runs inside the transaction after every write, the promo use included, just before commit. */
    beforeCommit?: (tx: Transaction, orderId: string) => Promise<void>;
  };
};

const ORDER_NUMBER_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/** ORD-{timestamp}-{7 random upper-case alphanumerics}, from a cryptographic source. */
export function newOrderNumber(now = Date.now()): string {
  let suffix = "";
  for (let i = 0; i < 7; i += 1) suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  return `ORD-${now}-${suffix}`;
}

/** Thrown inside the transaction when the idempotency key was taken meanwhile: rolls back, then replays. */
class AlreadyPlaced extends Error {}

/**
 * Places the shopper's cart as one order, all or nothing: re-read and lock the cart, price it from
 * the catalogue, re-check the promo code, write the order, its items and its first status event,
 * empty the cart, and last take one use of the promo code. The same idempotency key returns the first order and
 * writes nothing.
 */
export async function placeOrder(
  db: Database,
  userId: string,
  input: PlaceOrderRequest,
  options: PlaceOrderOptions = {},
): Promise<{ order: OrderRecord; created: boolean }> {
  try {
    const order = await db.transaction(async (tx) => {
      // One checkout at a time per cart: locking the shopper's cart lines makes a retry or a second
      // tab wait here until the first commits. Then it finds the first order (same key) or an
      // emptied cart (another key). Read committed: each statement below sees that commit.
      const cartLines = await listCartLines(tx, userId, { lock: true });
      if (await findOrderIdByKey(tx, userId, input.idempotencyKey)) throw new AlreadyPlaced();
      if (cartLines.length === 0) throw new ApiError(400, "Your cart is empty");

      const address = await findUserAddress(tx, userId, input.addressId);
      if (!address) throw new ApiError(404, "Selected address not found", { fields: { addressId: "Selected address not found" } });

      const lines = priceCartLines(cartLines);
      const subtotalPaise = subtotalOf(lines);
      const applied = input.promoCode ? await usablePromo(tx, input.promoCode, subtotalPaise) : null;
      const promo = applied?.promo ?? null;
      const summary = priceSummary(lines, applied?.discountPaise ?? 0);

      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: newOrderNumber(),
          userId,
          idempotencyKey: input.idempotencyKey,
          shippingFullName: address.fullName,
          shippingPhone: address.phone,
          shippingAddressLine1: address.addressLine1,
          shippingAddressLine2: address.addressLine2,
          shippingCity: address.city,
          shippingState: address.state,
          shippingPincode: address.pincode,
          subtotalPaise: summary.subtotalPaise,
          discountPaise: summary.discountPaise,
          promoCode: promo?.code ?? null,
          shippingPaise: summary.shippingPaise,
          totalPaise: summary.totalPaise,
          paymentMethod: input.paymentMethod,
          participateLuckyDraw: input.participateLuckyDraw,
        })
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      if (!order) throw new AlreadyPlaced();
      await options.hooks?.afterOrderInsert?.(tx, order.id);

      // The items, the first status event and the emptied cart lines: one statement, one round trip.
      const items = lines.map((line) => ({ id: randomUUID(), orderId: order.id, ...line }));
      const addItems = tx.$with("added_items").as(tx.insert(orderItems).values(items).returning({ id: orderItems.id }));
      const addEvent = tx.$with("first_event").as(
        tx.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: "pending" }).returning({ id: orderEvents.id }),
      );
      await tx
        .with(addItems, addEvent)
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartLines.map((line) => line.id))));
      // Last, so the promo row stays locked only for this statement and the commit.
      if (promo) await takePromoUse(tx, promo, subtotalPaise);
      await options.hooks?.beforeCommit?.(tx, order.id);
      // Listed as itemsOf lists them: by name.
      return toOrderRecord(order, items.map(toItemView).sort(byName));
    });
    return { order, created: true };
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const first = await findOrderByKey(db, userId, input.idempotencyKey);
    if (!first) throw new Error("idempotency key taken but no order found", { cause: error });
    return { order: first, created: false };
  }
}

async function findOrderIdByKey(db: Queryable, userId: string, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
}

async function findOrderByKey(db: Queryable, userId: string, key: string): Promise<OrderRecord | undefined> {
  const id = await findOrderIdByKey(db, userId, key);
  return id ? getOrderWithItems(db, id) : undefined;
}

/** Any order by id, with its items (staff screens call this too); undefined when there is none. */
export async function getOrderWithItems(db: Queryable, orderId: string): Promise<OrderRecord | undefined> {
  if (!isUuid(orderId)) return undefined;
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) return undefined;
  const items = await itemsOf(db, [row.id]);
  return toOrderRecord(row, items.get(row.id) ?? []);
}

/** The shopper's own order; another user's looks exactly like a missing one. */
export async function getCustomerOrder(db: Queryable, userId: string, orderId: string): Promise<OrderRecord> {
  const order = await getOrderWithItems(db, orderId);
  if (!order || order.userId !== userId) throw notFound("Order not found");
  return order;
}

/**
 * One page of the shopper's orders, newest first: one query on (user_id, created_at) for the
 * orders, keyset-paged after the cursor order (so page 100 costs what page 1 does), and one for
 * their items.
 */
export async function listCustomerOrders(db: Queryable, userId: string, { cursor, limit }: { cursor?: string; limit: number }): Promise<OrderPage> {
  const after = cursor
    ? sql`(${orders.createdAt}, ${orders.id}) < (select c.created_at, c.id from ${orders} c where c.id = ${cursor} and c.user_id = ${userId})`
    : undefined;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), after))
    // NULLS LAST as the index is built (drizzle's desc() index), so the index hands rows over in order.
    .orderBy(sql`${orders.createdAt} desc nulls last`, sql`${orders.id} desc nulls last`)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const items = await itemsOf(db, page.map((row) => row.id));
  return {
    orders: page.map((row) => toCustomerView(toOrderRecord(row, items.get(row.id) ?? []))),
    nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

async function itemsOf(db: Queryable, orderIds: string[]): Promise<Map<string, OrderItemView[]>> {
  const byOrder = new Map<string, OrderItemView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toItemView(row));
    byOrder.set(row.orderId, list);
  }
  // Sorted here, not in SQL, so the order is the same whatever the database's collation.
  for (const list of byOrder.values()) list.sort(byName);
  return byOrder;
}

const byName = (a: OrderItemView, b: OrderItemView) => (a.productName < b.productName ? -1 : a.productName > b.productName ? 1 : a.id < b.id ? -1 : 1);

function toItemView(row: OrderItemRow): OrderItemView {
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productImage: row.productImage,
    quantity: row.quantity,
    pricePaise: row.pricePaise,
    subtotalPaise: row.subtotalPaise,
  };
}

function toOrderRecord(row: OrderRow, items: OrderItemView[]): OrderRecord {
  return {
    id: row.id,
    userId: row.userId,
    orderNumber: row.orderNumber,
    shipping: {
      fullName: row.shippingFullName,
      phone: row.shippingPhone,
      addressLine1: row.shippingAddressLine1,
      addressLine2: row.shippingAddressLine2,
      city: row.shippingCity,
      state: row.shippingState,
      pincode: row.shippingPincode,
    },
    subtotalPaise: row.subtotalPaise,
    discountPaise: row.discountPaise,
    promoCode: row.promoCode,
    shippingPaise: row.shippingPaise,
    totalPaise: row.totalPaise,
    paymentMethod: "cod",
    paymentStatus: row.paymentStatus as PaymentStatus,
    orderStatus: row.orderStatus as OrderStatus,
    participateLuckyDraw: row.participateLuckyDraw,
    createdAt: row.createdAt.toISOString(),
    items,
  };
}

/** What the shopper's own pages get: the order without whose it is. */
export function toCustomerView({ userId: _userId, ...view }: OrderRecord): OrderView {
  return view;
}
