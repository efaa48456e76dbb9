import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { auditLog } from "~/server/db/schema/audit";
import { gatewayEvents, refunds } from "~/server/db/schema/gateway-payments";
import { orders } from "~/server/db/schema/orders";
import { bodyOf } from "./answers";
import { createTestApp, type TestApp } from "./app";
import { newKey, placeOrderRequest } from "./checkout";
import { startRazorpayStandIn, TEST_RAZORPAY_KEYS, webhookSignature, type RazorpayStandIn } from "./razorpay-stand-in";
import { setUpOnce } from "./set-up";
import { shopperWithCart } from "./shopper";
import type { TestUser } from "./users";

/** The app with Razorpay keys, its SDK answered by the stand-in, for the enclosing file or describe block. */
export function setUpShopWithGateway(): { shop: TestApp; gateway: RazorpayStandIn } {
  // Two hooks in this order: the stand-in's address is in the app's configuration.
  const gateway = setUpOnce(() => startRazorpayStandIn(), (standIn) => standIn.close());
  const shop = setUpOnce(() => createTestApp({ env: { ...TEST_RAZORPAY_KEYS, RAZORPAY_API_URL: gateway.url } }), (app) => app.close());
  return { shop, gateway };
}

/** A new shopper's order placed for online payment, and the gateway's checkout opened for it. */
export async function onlineOrderOpened(shop: TestApp, productIds: readonly string[] = ["1"]) {
  const { user, address } = await shopperWithCart(shop, productIds);
  const { order } = await bodyOf(placeOrderRequest(shop, user, { addressId: address.id, paymentMethod: "online", idempotencyKey: newKey() }), 201);
  const { checkout } = await bodyOf(startPayment(shop, user, order.orderNumber));
  return { user, order, checkout };
}

export function startPayment(shop: TestApp, user: TestUser, orderNumber: string) {
  return shop.api(user).payments.gateway.orders[":orderNumber"].start.$post({ param: { orderNumber } });
}

export function verifyPayment(shop: TestApp, user: TestUser, orderNumber: string, json: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }) {
  return shop.api(user).payments.gateway.orders[":orderNumber"].verify.$post({ param: { orderNumber }, json });
}

/** A webhook delivery as Razorpay's servers post it: no Origin, no cookie, the raw body signed. */
export function postWebhook(shop: TestApp, rawBody: string, { eventId, signature = webhookSignature(rawBody) }: { eventId: string; signature?: string | null }) {
  const headers: Record<string, string> = { "Content-Type": "application/json", "X-Razorpay-Event-Id": eventId };
  if (signature !== null) headers["X-Razorpay-Signature"] = signature;
  return shop.app.request("/api/payments/razorpay/webhook", { method: "POST", headers, body: rawBody });
}

export async function orderRow(shop: TestApp, orderId: string) {
  const [row] = await shop.db.select().from(orders).where(eq(orders.id, orderId));
  expect(row).toBeDefined();
  return row!;
}

/** Everything a payment can write: the order's payment columns, its refunds, its audit entries and the events kept. */
export async function paymentTrail(shop: TestApp, orderId: string) {
  const { paymentStatus, paymentReference, paidAt, awaiting, gatewayOrderId } = await orderRow(shop, orderId);
  return {
    order: { paymentStatus, paymentReference, paidAt, awaiting, gatewayOrderId },
    refunds: await shop.db.select().from(refunds).where(eq(refunds.orderId, orderId)),
    audit: await shop.db.select().from(auditLog).where(eq(auditLog.entityId, orderId)),
    events: (await shop.db.select({ id: gatewayEvents.eventId }).from(gatewayEvents)).length,
  };
}
