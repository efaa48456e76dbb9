import { and, eq, ne } from "drizzle-orm";
import QRCode from "qrcode";
import type { Database, Queryable } from "~/server/db/client";
import { pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from "~/server/db/pg-errors";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import type { PaymentMethod, PaymentStatus } from "~/shared/payment";
import { UTR_TAKEN_MESSAGE } from "~/shared/schemas/upi";
import { upiPayLink, type UpiPayee } from "~/shared/upi";
import type { OrderStatus } from "~/shared/order-status";
import { recordOrderAudit } from "../audit/service";

// UPI with no gateway: the order waits for the shopper's payment, the shopper gives its UTR, staff verify it.

export type UpiPayment = {
  orderNumber: string;
  totalPaise: number;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  orderStatus: OrderStatus;
  /** The deadline (ISO) while the order waits for its UPI payment; null once it does not. */
  payBy: string | null;
  /** The server's clock when it answered, so the countdown does not depend on the phone's clock. */
  serverNow: string;
  /** The `upi://pay` link while the order can be paid; null otherwise. */
  link: string | null;
  /** Whom the shopper pays, for one who types the UPI id by hand. */
  payee: UpiPayee;
};

type OrderRow = typeof orders.$inferSelect;

async function ownOrder(db: Queryable, userId: string, orderNumber: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Order not found");
  return row;
}

/** Waiting for its UPI payment and still within its time. */
function payable(row: OrderRow, now: Date): boolean {
  return row.paymentMethod === "upi" && row.orderStatus === "pending" && row.paymentStatus === "pending" && row.awaiting === "upi_payment" && row.awaitingUntil !== null && row.awaitingUntil > now;
}

/** The shopper's own order as its payment page shows it; another user's answers 404. */
export async function getUpiPayment(db: Queryable, userId: string, orderNumber: string, payee: UpiPayee, now: Date): Promise<UpiPayment> {
  const row = await ownOrder(db, userId, orderNumber);
  const waiting = row.awaiting === "upi_payment" && row.awaitingUntil;
  return {
    orderNumber: row.orderNumber,
    totalPaise: row.totalPaise,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paymentStatus: row.paymentStatus as PaymentStatus,
    orderStatus: row.orderStatus as OrderStatus,
    payBy: waiting ? row.awaitingUntil!.toISOString() : null,
    serverNow: now.toISOString(),
    link: payable(row, now) ? upiPayLink(payee, row) : null,
    payee,
  };
}

/** The same link as a QR code (SVG), for a shopper paying from another device's UPI app; only while payable. */
export async function upiQrSvg(db: Queryable, userId: string, orderNumber: string, payee: UpiPayee, now: Date): Promise<string> {
  const row = await ownOrder(db, userId, orderNumber);
  if (!payable(row, now)) throw notFound("This order is not waiting for a UPI payment");
  return QRCode.toString(upiPayLink(payee, row), { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

const utrTaken = () => new ApiError(409, UTR_TAKEN_MESSAGE, { fields: { utr: UTR_TAKEN_MESSAGE } });

/** The shopper's UTR: the order stops waiting (so it never expires) and reads "submitted" until staff verify it. */
export async function submitUtr(db: Database, userId: string, orderNumber: string, utr: string, now: Date): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const row = await ownOrder(tx, userId, orderNumber, true);
      if (!payable(row, now)) {
        const message = row.awaiting === "upi_payment" && row.orderStatus === "pending" ? "The time to pay for this order is over." : "This order is not waiting for a UPI payment.";
        throw new ApiError(409, message, { fields: { utr: message } });
      }
      const [other] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.paymentReference, utr), ne(orders.id, row.id)));
      if (other) throw utrTaken();
      await tx
        .update(orders)
        .set({ paymentStatus: "submitted", paymentReference: utr, awaiting: null, awaitingUntil: null, updatedAt: now })
        .where(eq(orders.id, row.id));
      await recordOrderAudit(tx, row.id, {
        actorUserId: userId,
        action: "order.payment_submitted",
        before: { paymentStatus: row.paymentStatus, awaiting: row.awaiting },
        after: { paymentStatus: "submitted", paymentReference: utr },
      });
    });
  } catch (error) {
    // Two orders given the same UTR at the same moment: the unique index lets one through.
    if (pgErrorCode(error) === UNIQUE_VIOLATION && pgConstraint(error) === "orders_payment_reference_key") throw utrTaken();
    throw error;
  }
}
