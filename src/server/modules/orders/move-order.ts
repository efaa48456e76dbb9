import { isLang, type Lang } from "~/shared/lang";
import { and, eq, sql } from "drizzle-orm";
import type { Queryable, Transaction } from "~/server/db/client";
import { users } from "~/server/db/schema/auth";
import { orderEvents, orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import { canMoveOrder, isOrderStatus, refusedMoveMessage, type OrderStatus } from "~/shared/order-status";
import type { MoveOrderRequest } from "~/shared/schemas/admin-orders";
import type { Signatory } from "~/shared/invoice";
import { awaitingRefusal } from "~/shared/payment";
import { recordAudit } from "../audit/service";
import { returnStock } from "../catalogue/service";
import { creditCommission, returnRewards, type CreditedReward } from "../membership/service";
import { issueCreditNote } from "../invoices/service";
import { oweRefundOfUndeliveredOrder, RETURNED_ORDER_REFUND_REASON, type CancellationRefund } from "../payments/service";
import { givePromoUseBack } from "../promos/service";
import { markVerifiedPurchases } from "../reviews/service";
import type { OrderTracking } from "./records";
import { settleReturnedLines } from "./return-to-origin";

export type MovedOrder = {
  orderId: string;
  orderNumber: string;
  from: OrderStatus;
  to: OrderStatus;
  customerEmail: string;
  customerName: string;
  /** The language the order was placed in: its e-mails go in it. */
  language: Lang;
  tracking: OrderTracking | null;
  /** Paid after the move (a prepaid order, a ₹0 replacement): nothing to collect on delivery. */
  paid: boolean;
  /** A friend's order delivered: the commission its member earned (once). */
  credited?: CreditedReward;
  /** A paid order cancelled or back at the shop: what it owes back (a gateway one is sent after the commit with `sendCancellationRefund`). */
  refund?: CancellationRefund;
};

/** The UPDATE is conditional on the status read, so of two staff acting at once one gets a 409; everything, `onMoved` too, is one transaction. */
export async function moveOrder(
  /** A transaction too: the shop's own cancellations claim the order first, in the same transaction. */
  db: Queryable,
  /** Null when the shop moves it by itself (an order that waited past its deadline). */
  actorUserId: string | null,
  orderId: string,
  /** `note`: why, kept with the move in the order's history (a shopper's cancellation reason). */
  move: MoveOrderRequest & { note?: string },
  onMoved?: (tx: Transaction, moved: MovedOrder) => Promise<unknown>,
  /** The shop's clock (env.now()): a reward's earning and a credit note's date, as placement's are. */
  now: Date = new Date(),
  /** Who signs a credit note (env.signatory). */
  signatory: Signatory | null = null,
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
    // Only cancelling is allowed while an order waits (a payment, a confirmation); moving it on would ship the unpaid or unconfirmed.
    if (current.order.awaiting && to !== "cancelled") throw new ApiError(409, awaitingRefusal(current.order.awaiting));
    const cod = current.order.paymentMethod === "cod";
    const returned = to === "returned_to_origin";
    const payment = to === "delivered" && cod ? { paymentStatus: "paid", paidAt: now } : returned && cod ? { paymentStatus: "not_collected" } : {};
    const [moved] = await tx
      .update(orders)
      .set({ orderStatus: to, awaiting: null, awaitingUntil: null, ...payment, ...(tracking ?? {}), updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.orderStatus, from)))
      .returning({ paymentStatus: orders.paymentStatus });
    if (!moved) throw new ApiError(409, "This order was just changed by someone else. Reload it and try again.");

    await tx.insert(orderEvents).values({ orderId, actorUserId, fromStatus: from, toStatus: to, note: move.note ?? move.reason ?? null });
    const { promoCode, promoCodeId, orderNumber, paymentStatus } = current.order;
    const promoUseReturned = to === "cancelled" && promoCodeId !== null && (await givePromoUseBack(tx, promoCodeId));
    const { stockReturned, stockWrittenOff } = returned
      ? await settleReturnedLines(tx, orderId, move.writeOffItemIds ?? [])
      : { stockReturned: to === "cancelled" ? await returnStock(tx, orderId) : [], stockWrittenOff: [] };
    // A refused parcel was never paid for, so the rewards spent on it come back as on cancellation (decision 064).
    const rewardsReturnedPaise = to === "cancelled" || returned ? await returnRewards(tx, orderId, now) : 0;
    const credited = to === "delivered" ? await creditCommission(tx, orderId, now) : undefined;
    if (to === "delivered") await markVerifiedPurchases(tx, orderId);
    // A cancelled or returned order's invoice is cancelled by a credit note, never deleted or renumbered.
    const creditNote = to === "cancelled" || returned ? await issueCreditNote(tx, orderId, now, signatory) : null;
    // A prepaid parcel that came back is owed back as a cancellation is (a cash one was never collected).
    const refund = ((to === "cancelled" || returned) && (await oweRefundOfUndeliveredOrder(tx, orderId, actorUserId, returned ? RETURNED_ORDER_REFUND_REASON : undefined))) || undefined;
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
        ...(returned ? { reason: move.reason, ...(stockWrittenOff.length > 0 ? { stockWrittenOff } : {}) } : {}),
        ...(rewardsReturnedPaise > 0 ? { rewardsReturnedPaise } : {}),
        ...(credited ? { commissionCredited: { memberUserId: credited.memberUserId, amountPaise: credited.amountPaise, ...(credited.owedRepaidPaise > 0 ? { owedRepaidPaise: credited.owedRepaidPaise } : {}) } } : {}),
        ...(tracking ? { tracking } : {}),
        ...(move.note ? { note: move.note } : {}),
        ...(creditNote ? { creditNoteIssued: creditNote.number } : {}),
        ...(refund ? { refundOwedPaise: refund.amountPaise } : {}),
      },
    });
    const movedOrder: MovedOrder = { orderId, orderNumber, from, to, customerEmail: current.customerEmail, customerName: current.customerName, language: isLang(current.order.language) ? current.order.language : "en", tracking, paid: moved.paymentStatus === "paid", credited, refund };
    await onMoved?.(tx, movedOrder);
    return movedOrder;
  });
}
