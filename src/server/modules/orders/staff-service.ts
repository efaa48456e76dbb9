import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database, Queryable, Transaction } from "~/server/db/client";
import { pageWindow, toPage } from "~/server/db/paging";
import { users } from "~/server/db/schema/auth";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { shopDayEnd, shopDayStart } from "~/server/db/shop-time";
import { ApiError, notFound } from "~/server/http/errors";
import { containing } from "~/server/lib/like-pattern";
import { canMoveOrder, isOrderStatus, refusedMoveMessage, type OrderStatus, type PaymentStatus } from "~/shared/order-status";
import type { AdminPage } from "~/shared/schemas/admin-common";
import type { AdminOrderFilters, MoveOrderRequest } from "~/shared/schemas/admin-orders";
import { recordAudit } from "../audit/service";
import { returnStock } from "../catalogue/service";
import { creditCommission, returnRewards, type CreditedReward } from "../membership/service";
import { documentNumbersOf, issueCreditNote } from "../invoices/service";
import { givePromoUseBack } from "../promos/service";
import { markVerifiedPurchases } from "../reviews/service";
import { itemsOf, toCustomerView, toOrderRecord, type OrderRecord, type OrderTracking } from "./records";
import { getOrderWithItems } from "./service";

// The back office's side of orders: the list with filters, one order with its customer and
// history, and moving an order along its statuses. The order itself is the shopper's view
// (records.ts), so both sides show the same figures and items in the same order.

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
  paymentStatus: PaymentStatus;
  createdAt: string;
};

/** The list's filters (status, days in Asia/Kolkata, a search), shared by the list, the CSV export and the batch of packing slips. */
function matchingFilters(filters: AdminOrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(orders.orderStatus, filters.status));
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
    paymentStatus: order.paymentStatus === "paid" ? "paid" : "pending",
    createdAt: order.createdAt.toISOString(),
  }));
}

/**
 * Every order the list's filters match, with its items, for the documents staff download (the CSV
 * export, a batch of packing slips): at most `limit`, and whether more matched. Newest first like
 * the list, or oldest first (the packing order: first placed, first packed).
 */
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
  const [[customer], history, documents] = await Promise.all([
    db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, record.userId)),
    db
      .select({ event: orderEvents, actorName: users.name, actorEmail: users.email })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorUserId))
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    documentNumbersOf(db, orderId),
  ]);
  return {
    ...toCustomerView(record),
    ...documents,
    customer: customer!,
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

export type MovedOrder = {
  orderId: string;
  orderNumber: string;
  from: OrderStatus;
  to: OrderStatus;
  customerEmail: string;
  customerName: string;
  tracking: OrderTracking | null;
  /** A friend's order delivered: the commission its member earned (once). */
  credited?: CreditedReward;
};

/**
 * Moves an order one step along its statuses (docs/product-rules.md#order-statuses). The UPDATE is
 * conditional on the status it was read with, so when two staff act at once exactly one move
 * happens and the other gets a 409; the event, the audit row, the COD payment and a cancelled
 * order's promo use, stock and credit note all change in the same transaction as the status, and so does whatever
 * `onMoved` writes (the customer's e-mail).
 */
export async function moveOrder(
  db: Database,
  actorUserId: string,
  orderId: string,
  move: MoveOrderRequest,
  onMoved?: (tx: Transaction, moved: MovedOrder) => Promise<unknown>,
  /** The shop's clock (env.now()): a reward's earning and a credit note's date, as placement's are. */
  now: Date = new Date(),
): Promise<MovedOrder> {
  const to = move.toStatus;
  // Shipping records the courier and tracking (required by moveOrderSchema); nothing else touches them.
  const tracking: OrderTracking | null =
    to === "shipped" && move.courier && move.trackingNumber ? { courier: move.courier, trackingNumber: move.trackingNumber, trackingUrl: move.trackingUrl ?? null } : null;
  if (to === "shipped" && !tracking) throw new ApiError(400, "Please enter the courier and the tracking number");
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
      .set({ orderStatus: to, ...(paidOnDelivery ? { paymentStatus: "paid" } : {}), ...(tracking ?? {}), updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.orderStatus, from)))
      .returning({ paymentStatus: orders.paymentStatus });
    if (!moved) throw new ApiError(409, "This order was just changed by someone else. Reload it and try again.");

    await tx.insert(orderEvents).values({ orderId, actorUserId, fromStatus: from, toStatus: to });
    const { promoCode, promoCodeId, orderNumber, paymentStatus } = current.order;
    const promoUseReturned = to === "cancelled" && promoCodeId !== null && (await givePromoUseBack(tx, promoCodeId));
    const stockReturned = to === "cancelled" ? await returnStock(tx, orderId) : [];
    const rewardsReturnedPaise = to === "cancelled" ? await returnRewards(tx, orderId) : 0;
    const credited = to === "delivered" ? await creditCommission(tx, orderId, now) : undefined;
    if (to === "delivered") await markVerifiedPurchases(tx, orderId);
    // A cancelled order's invoice is cancelled by a credit note, never deleted or renumbered.
    const creditNote = to === "cancelled" ? await issueCreditNote(tx, orderId, now) : null;
    await recordAudit(tx, {
      actorUserId,
      action: "order.status",
      entity: "order",
      entityId: orderId,
      before: { orderNumber, orderStatus: from, paymentStatus },
      after: {
        orderNumber,
        orderStatus: to,
        paymentStatus: moved.paymentStatus,
        ...(promoUseReturned ? { promoUseReturned: promoCode } : {}),
        ...(stockReturned.length > 0 ? { stockReturned } : {}),
        ...(rewardsReturnedPaise > 0 ? { rewardsReturnedPaise } : {}),
        ...(credited ? { commissionCredited: { memberUserId: credited.memberUserId, amountPaise: credited.amountPaise } } : {}),
        ...(tracking ? { tracking } : {}),
        ...(creditNote ? { creditNoteIssued: creditNote.number } : {}),
      },
    });
    const movedOrder: MovedOrder = { orderId, orderNumber, from, to, customerEmail: current.customerEmail, customerName: current.customerName, tracking, credited };
    await onMoved?.(tx, movedOrder);
    return movedOrder;
  });
}
