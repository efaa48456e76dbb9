import { and, eq, isNull } from "drizzle-orm";
import type { Database, Queryable } from "~/server/db/client";
import { orders } from "~/server/db/schema/orders";
import { ApiError, notFound } from "~/server/http/errors";
import type { SessionUser } from "~/server/context";
import type { Logger } from "~/server/logger";
import type { GatewayCheckout, VerifyGatewayPaymentInput } from "~/shared/schemas/gateway-payment";
import { sendRefund } from "./refunds";
import { GatewayError, type PaymentGateway } from "./razorpay";
import { settleCapturedPayment, type Settlement } from "./settle";

const NOT_VERIFIED = "The payment could not be verified";

/** The shopper's own order: any other order answers the same 404 as one that does not exist. */
async function findShopperOrder(db: Queryable, userId: string, orderNumber: string) {
  const [order] = await db.select().from(orders).where(and(eq(orders.orderNumber, orderNumber), eq(orders.userId, userId)));
  if (!order) throw notFound("Order not found");
  return order;
}

function refuseUnpayable(order: typeof orders.$inferSelect, now: Date): void {
  if (order.paymentMethod !== "online") throw new ApiError(409, "This order is not paid online.", { title: "Not an online payment" });
  if (order.orderStatus === "cancelled") throw new ApiError(409, "This order was cancelled, so it can no longer be paid.", { title: "Order cancelled" });
  if (order.paymentStatus !== "pending") throw new ApiError(409, "This order is already paid.", { title: "Already paid" });
  if (order.awaitingUntil && order.awaitingUntil <= now) {
    throw new ApiError(409, "The time to pay for this order has passed. Please place a new order.", { title: "Payment time over" });
  }
}

/** Opens (or reopens: Pay now) the gateway's checkout for the shopper's order, creating the gateway order for its exact total once. */
export async function startGatewayPayment(db: Database, gateway: PaymentGateway, user: SessionUser, orderNumber: string, now: Date): Promise<GatewayCheckout> {
  const order = await findShopperOrder(db, user.id, orderNumber);
  refuseUnpayable(order, now);
  let gatewayOrderId = order.gatewayOrderId;
  if (!gatewayOrderId) {
    const created = await gatewayAnswer(() => gateway.createOrder({ amountPaise: order.totalPaise, receipt: order.orderNumber, notes: { order_number: order.orderNumber } }));
    // A second tab may have stored its own meanwhile: the first one stored is the order's, the other is never paid.
    await db.update(orders).set({ gatewayOrderId: created.id }).where(and(eq(orders.id, order.id), isNull(orders.gatewayOrderId)));
    gatewayOrderId = (await findShopperOrder(db, user.id, orderNumber)).gatewayOrderId!;
  }
  return {
    keyId: gateway.keyId,
    gatewayOrderId,
    amountPaise: order.totalPaise,
    currency: "INR",
    orderNumber: order.orderNumber,
    prefill: { name: order.shippingFullName, email: user.email, contact: order.shippingPhone },
  };
}

/** Checkout's answer from the shopper's browser: a signature the key secret made, then the payment as the gateway tells it. */
export async function verifyGatewayPayment(
  deps: { db: Database; gateway: PaymentGateway; logger: Logger },
  userId: string,
  orderNumber: string,
  input: VerifyGatewayPaymentInput,
  now: Date,
): Promise<Settlement["outcome"] | "not_captured"> {
  const { db, gateway } = deps;
  const order = await findShopperOrder(db, userId, orderNumber);
  const signed = order.gatewayOrderId === input.razorpay_order_id
    && gateway.isPaymentSignatureValid({ orderId: input.razorpay_order_id, paymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
  if (!signed) throw new ApiError(400, NOT_VERIFIED, { title: "Payment not verified" });
  const payment = await gatewayAnswer(() => gateway.fetchPayment(input.razorpay_payment_id));
  if (payment.orderId !== order.gatewayOrderId) throw new ApiError(400, NOT_VERIFIED, { title: "Payment not verified" });
  // Authorised but not yet captured: payment.captured settles it (the account captures automatically).
  if (payment.status !== "captured") return "not_captured";
  return settleAndRefund(deps, () => db.transaction((tx) => settleCapturedPayment(tx, payment, now)));
}

/** Settles, then sends the refund a payment the order could not take, after the commit (the gateway is never called inside a transaction). */
export async function settleAndRefund(deps: { db: Database; gateway: PaymentGateway; logger: Logger }, settle: () => Promise<Settlement>) {
  const settlement = await settle();
  if (settlement.refundId) {
    const sent = await sendRefund(deps.db, deps.gateway, settlement.refundId);
    if (!sent.ok) deps.logger.warn("refund of a payment the order could not take was refused; staff see it failed on the order", { refundId: settlement.refundId, message: sent.message });
  }
  return settlement.outcome;
}

async function gatewayAnswer<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError) throw new ApiError(502, "The payment gateway is not answering. Please try again in a moment.", { title: "Payment gateway unavailable" });
    throw error;
  }
}
