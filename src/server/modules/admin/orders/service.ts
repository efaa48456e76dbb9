import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { orderEvents, orderItems, orders, promoCodes, users } from "~/server/db/schema";
import { ApiError, notFound } from "~/server/http/errors";
import { canMoveOrder, isOrderStatus, refusedMoveMessage, type OrderStatus } from "~/shared/order-status";
import { ADMIN_PAGE_SIZE, type AdminPage } from "~/shared/schemas/admin-common";
import { recordAudit } from "../audit/service";
import { shopDayEnd, shopDayStart } from "~/server/db/shop-time";

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
  paymentStatus: "pending" | "paid";
  createdAt: string;
};


/** A LIKE pattern matching the text anywhere, with the text's own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function listOrdersForStaff(db: Queryable, filters: { page: number; status?: OrderStatus; from?: string; to?: string; q?: string }): Promise<AdminPage<AdminOrderRow>> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.orderStatus, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, shopDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, shopDayEnd(filters.to)));
  if (filters.q) {
    const pattern = containing(filters.q);
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.shippingFullName, pattern),
        ilike(users.name, pattern),
        ilike(orders.shippingPhone, pattern),
        ilike(orders.shippingPincode, pattern),
      )!,
    );
  }
  const rows = await db
    .select({ order: orders, customerName: users.name, customerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_PAGE_SIZE + 1)
    .offset((filters.page - 1) * ADMIN_PAGE_SIZE);
  return {
    page: filters.page,
    hasMore: rows.length > ADMIN_PAGE_SIZE,
    rows: rows.slice(0, ADMIN_PAGE_SIZE).map(({ order, customerName, customerEmail }) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      customerName,
      customerEmail,
      shippingFullName: order.shippingFullName,
      shippingPhone: order.shippingPhone,
      shippingPincode: order.shippingPincode,
      totalPaise: order.totalPaise,
      orderStatus: order.orderStatus as OrderStatus,
      paymentStatus: order.paymentStatus === "paid" ? "paid" : "pending",
      createdAt: order.createdAt.toISOString(),
    })),
  };
}

export async function getOrderForStaff(db: Queryable, orderId: string) {
  const [found] = await db
    .select({ order: orders, customerName: users.name, customerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!found) throw notFound("Order not found");
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.productName));
  const history = await db
    .select({ event: orderEvents, actorName: users.name, actorEmail: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const { order } = found;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    customer: { id: order.userId, name: found.customerName, email: found.customerEmail },
    shipping: {
      fullName: order.shippingFullName,
      phone: order.shippingPhone,
      addressLine1: order.shippingAddressLine1,
      addressLine2: order.shippingAddressLine2,
      city: order.shippingCity,
      state: order.shippingState,
      pincode: order.shippingPincode,
    },
    subtotalPaise: order.subtotalPaise,
    discountPaise: order.discountPaise,
    promoCode: order.promoCode,
    shippingPaise: order.shippingPaise,
    totalPaise: order.totalPaise,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus === "paid" ? ("paid" as const) : ("pending" as const),
    orderStatus: order.orderStatus as OrderStatus,
    participateLuckyDraw: order.participateLuckyDraw,
    createdAt: order.createdAt.toISOString(),
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      productImage: item.productImage,
      quantity: item.quantity,
      pricePaise: item.pricePaise,
      subtotalPaise: item.subtotalPaise,
    })),
    history: history.map(({ event, actorName, actorEmail }) => ({
      id: event.id,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      createdAt: event.createdAt.toISOString(),
      /** Null when the customer placed the order (or the staff account is gone). */
      actor: event.actorUserId && actorEmail ? { name: actorName ?? "", email: actorEmail } : null,
    })),
  };
}

export type AdminOrderDetail = Awaited<ReturnType<typeof getOrderForStaff>>;

export type MovedOrder = { orderId: string; orderNumber: string; from: OrderStatus; to: OrderStatus; customerEmail: string; customerName: string };

/**
 * Moves an order one step along PRODUCT.md's arrows. The UPDATE is conditional on the status it
 * was read with, so when two staff act at once exactly one move happens and the other gets a 409;
 * the event, the audit row, the COD payment and a cancelled order's promo use all change in the
 * same transaction as the status.
 */
export async function moveOrder(db: Database, actorUserId: string, orderId: string, to: OrderStatus): Promise<MovedOrder> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ order: orders, customerEmail: users.email, customerName: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!current) throw notFound("Order not found");
    const from = current.order.orderStatus;
    if (!isOrderStatus(from) || !canMoveOrder(from, to)) {
      throw new ApiError(409, isOrderStatus(from) ? refusedMoveMessage(from, to) : `Cannot change an order from ${from} to ${to}`);
    }
    const paidOnDelivery = to === "delivered" && current.order.paymentMethod === "cod";
    const [moved] = await tx
      .update(orders)
      .set({ orderStatus: to, ...(paidOnDelivery ? { paymentStatus: "paid" } : {}), updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.orderStatus, from)))
      .returning({ paymentStatus: orders.paymentStatus });
    if (!moved) throw new ApiError(409, "This order was just changed by someone else. Reload it and try again.");

    await tx.insert(orderEvents).values({ orderId, actorUserId, fromStatus: from, toStatus: to });
    let promoUseReturned = false;
    if (to === "cancelled" && current.order.promoCode) {
      const returned = await tx
        .update(promoCodes)
        .set({ usedCount: sql`${promoCodes.usedCount} - 1`, updatedAt: sql`now()` })
        .where(and(sql`upper(${promoCodes.code}) = upper(${current.order.promoCode})`, sql`${promoCodes.usedCount} > 0`))
        .returning({ id: promoCodes.id });
      promoUseReturned = returned.length > 0;
    }
    await recordAudit(tx, {
      actorUserId,
      action: "order.status",
      entity: "order",
      entityId: orderId,
      before: { orderNumber: current.order.orderNumber, orderStatus: from, paymentStatus: current.order.paymentStatus },
      after: {
        orderNumber: current.order.orderNumber,
        orderStatus: to,
        paymentStatus: moved.paymentStatus,
        ...(promoUseReturned ? { promoUseReturned: current.order.promoCode } : {}),
      },
    });
    return { orderId, orderNumber: current.order.orderNumber, from, to, customerEmail: current.customerEmail, customerName: current.customerName };
  });
}
