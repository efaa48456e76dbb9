import { createHash } from "node:crypto";
import { z } from "zod";
import type { Database } from "~/server/db/client";
import { gatewayEvents } from "~/server/db/schema/gateway-payments";
import { ApiError } from "~/server/http/errors";
import type { Logger } from "~/server/logger";
import { applyGatewayRefund } from "./refunds";
import { toGatewayRefund, type PaymentGateway } from "./razorpay";
import { settleAndRefund } from "./payments";
import { settleCapturedPayment, type Settlement } from "./settle";

// Razorpay's webhook body (https://razorpay.com/docs/webhooks/payloads/): only the fields the shop reads.
const paymentEntity = z.object({ id: z.string(), order_id: z.string().nullish(), amount: z.coerce.number().int(), status: z.string() });
const refundEntity = z.object({ id: z.string(), payment_id: z.string(), amount: z.coerce.number().int().optional(), status: z.string(), notes: z.unknown().optional() });
const eventSchema = z.object({
  event: z.string().min(1),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }).loose(),
}).loose();

export type WebhookDelivery = { rawBody: string; signature: string | undefined; eventId: string | undefined };

const refused = () => new ApiError(400, "Invalid webhook signature");

/**
 * One webhook delivery: the signature over the raw body first (nothing is read or written without it),
 * then the event recorded by its id in the same transaction as its effect, so a repeat changes nothing.
 */
export async function receiveGatewayWebhook(deps: { db: Database; gateway: PaymentGateway; logger: Logger }, delivery: WebhookDelivery, now: Date) {
  const { db, gateway } = deps;
  if (!delivery.signature || !/^[0-9a-f]{64}$/.test(delivery.signature) || !gateway.isWebhookSignatureValid(delivery.rawBody, delivery.signature)) throw refused();
  const parsed = eventSchema.safeParse(parseJson(delivery.rawBody));
  if (!parsed.success) throw new ApiError(400, "Invalid webhook body");
  const event = parsed.data;
  // Razorpay sends x-razorpay-event-id; without it, the same signed body is the same event.
  const eventId = delivery.eventId?.trim() || `sha256:${createHash("sha256").update(delivery.rawBody).digest("hex")}`;
  let repeat = false;
  const outcome = await settleAndRefund(deps, () =>
    db.transaction(async (tx): Promise<Settlement> => {
      const [fresh] = await tx
        .insert(gatewayEvents)
        .values({ eventId, event: event.event, payload: event, receivedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: gatewayEvents.eventId });
      if (!fresh) {
        repeat = true;
        return { outcome: "already_recorded", refundId: null };
      }
      const payment = event.payload.payment?.entity;
      // payment.captured and order.paid both carry the captured payment; whichever comes first settles it.
      if ((event.event === "payment.captured" || event.event === "order.paid") && payment?.status === "captured") {
        return settleCapturedPayment(tx, { id: payment.id, orderId: payment.order_id ?? null, amountPaise: payment.amount, status: payment.status }, now);
      }
      const refund = event.payload.refund?.entity;
      if (refund && event.event.startsWith("refund.")) await applyGatewayRefund(tx, null, toGatewayRefund(refund));
      // payment.failed and the rest are kept only: a failed try leaves the order waiting, and a shopper may pay again.
      return { outcome: "already_recorded", refundId: null };
    }),
  );
  return { repeat, outcome };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
