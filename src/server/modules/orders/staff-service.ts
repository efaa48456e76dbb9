import { and, asc, desc, eq, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import type { Queryable } from "~/server/db/client";
import { pageWindow, toPage } from "~/server/db/paging";
import { users } from "~/server/db/schema/auth";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { shopDayEnd, shopDayStart } from "~/server/db/shop-time";
import { notFound } from "~/server/http/errors";
import { containing } from "~/server/lib/like-pattern";
import type { OrderStatus } from "~/shared/order-status";
import type { PaymentMethod, PaymentStatus } from "~/shared/payment";
import type { AdminPage } from "~/shared/schemas/admin-common";
import type { AdminOrderFilters } from "~/shared/schemas/admin-orders";
import { documentNumbersOf } from "../invoices/service";
import { replacedOrderOf } from "../returns/service";
import { getOrderWithItems } from "./order-reads";
import { itemsOf, toCustomerView, toOrderRecord, type OrderRecord } from "./records";

// The back office's list and one order with its customer and history, built on the shopper's view so figures match.

export type AdminOrderRow = {
  id: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  shippingFullName: string;
  shippingPhone: string;
  shippingPincode: string;
  totalPaise: number;
  orderStatus: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  /** What a pending order waits for, shown beside its status. */
  awaiting: OrderRecord["awaiting"];
  createdAt: string;
};

/** The list's filters (status, days in Asia/Kolkata, a search), shared by the list, the CSV export and the batch of packing slips. */
function matchingFilters(filters: AdminOrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.orderStatus, filters.status));
  if (filters.paymentStatus) conditions.push(eq(orders.paymentStatus, filters.paymentStatus));
  if (filters.from) conditions.push(gte(orders.createdAt, shopDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, shopDayEnd(filters.to)));
  if (filters.q) {
    const pattern = containing(filters.q);
    const fields = [orders.orderNumber, orders.shippingFullName, users.name, orders.shippingPhone, orders.shippingPincode];
    conditions.push(or(...fields.map((field) => ilike(field, pattern)))!);
  }
  return and(...conditions);
}

export async function listOrdersForStaff(db: Queryable, filters: AdminOrderFilters & { page: number }): Promise<AdminPage<AdminOrderRow>> {
  const rows = await db
    .select({ order: orders, customerName: users.name, customerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(matchingFilters(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(pageWindow(filters.page).limit)
    .offset(pageWindow(filters.page).offset);
  return toPage(filters.page, rows, ({ order, customerName, customerEmail }) => ({
    id: order.id,
    orderNumber: order.orderNumber,
    customerName,
    customerEmail,
    shippingFullName: order.shippingFullName,
    shippingPhone: order.shippingPhone,
    shippingPincode: order.shippingPincode,
    totalPaise: order.totalPaise,
    orderStatus: order.orderStatus as OrderStatus,
    paymentMethod: order.paymentMethod as PaymentMethod,
    paymentStatus: order.paymentStatus as PaymentStatus,
    awaiting: toOrderRecord(order, []).awaiting,
    createdAt: order.createdAt.toISOString(),
  }));
}

/** Every matching order with its items, at most `limit`, for the CSV and packing slips; oldest first is the packing order. */
export async function ordersMatching(db: Queryable, filters: AdminOrderFilters, { limit, oldestFirst = false }: { limit: number; oldestFirst?: boolean }): Promise<{ orders: OrderRecord[]; more: boolean }> {
  const direction = oldestFirst ? asc : desc;
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(matchingFilters(filters))
    .orderBy(direction(orders.createdAt), direction(orders.id))
    .limit(limit + 1);
  const kept = rows.slice(0, limit).map(({ order }) => order);
  const items = await itemsOf(db, kept.map((order) => order.id));
  return { orders: kept.map((order) => toOrderRecord(order, items.get(order.id) ?? [])), more: rows.length > limit };
}

/** The order as its customer sees it, plus who they are and every status change with its actor. */
export async function getOrderForStaff(db: Queryable, orderId: string) {
  const record = await getOrderWithItems(db, orderId);
  if (!record) throw notFound("Order not found");
  // Independent reads: asked together, so the page waits for one round trip instead of two.
  const [[customer], history, documents, replacementFor] = await Promise.all([
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, record.userId)),
    db
      .select({ event: orderEvents, actorName: users.name, actorEmail: users.email })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    documentNumbersOf(db, orderId),
    replacedOrderOf(db, orderId),
  ]);
  return {
    ...toCustomerView(record),
    ...documents,
    /** A replacement order's original, linked through the approved return. */
    replacementFor,
    customer: customer!,
    history: history.map(({ event, actorName, actorEmail }) => ({
      id: event.id,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      createdAt: event.createdAt.toISOString(),
      note: event.note,
      /** Null when the customer placed the order (or the staff account is gone). */
      actor: event.actorUserId && actorEmail ? { name: actorName ?? "", email: actorEmail } : null,
    })),
  };
}

export type AdminOrderDetail = Awaited<ReturnType<typeof getOrderForStaff>>;
