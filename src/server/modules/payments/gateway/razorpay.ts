import type { Env, RazorpayConfig } from "~/server/env";

// The one file that knows the Razorpay SDK. It is imported dynamically, so a shop without keys
// never loads it (docs/decisions/060).

/** A payment as the gateway reports it, in the shop's words. */
export type GatewayPayment = { id: string; orderId: string | null; amountPaise: number; status: string };

export type GatewayRefund = { id: string; paymentId: string; amountPaise: number; status: "pending" | "processed" | "failed"; notes: Record<string, string> };

export type PaymentGateway = {
  keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  refund(paymentId: string, input: { amountPaise: number; notes: Record<string, string> }): Promise<GatewayRefund>;
  /** HMAC-SHA256 of `order_id|payment_id` with the key secret, as Checkout's handler receives it. */
  isPaymentSignatureValid(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** HMAC-SHA256 of the raw body with the webhook secret, as X-Razorpay-Signature carries it. */
  isWebhookSignatureValid(rawBody: string, signature: string): boolean;
};

/** A refusal or a fault of the gateway, with the gateway's own description when it gave one. */
export class GatewayError extends Error {}

const loaded = new WeakMap<Env, Promise<PaymentGateway | null>>();

/** The gateway of this configuration, loaded once; null without all three Razorpay variables. */
export function paymentGatewayOf(env: Env): Promise<PaymentGateway | null> {
  let gateway = loaded.get(env);
  if (!gateway) {
    gateway = env.razorpay ? createRazorpayGateway(env.razorpay) : Promise.resolve(null);
    loaded.set(env, gateway);
  }
  return gateway;
}

async function createRazorpayGateway(config: RazorpayConfig): Promise<PaymentGateway> {
  const { default: Razorpay } = await import("razorpay");
  const { validatePaymentVerification, validateWebhookSignature } = await import("razorpay/dist/utils/razorpay-utils.js");
  const razorpay = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK's constructor fixes https://api.razorpay.com; its axios instance is the only seam for the tests' stand-in.
  if (config.apiUrl) (razorpay as unknown as { api: { rq: { defaults: { baseURL: string } } } }).api.rq.defaults.baseURL = config.apiUrl;
  return {
    keyId: config.keyId,
    createOrder: ({ amountPaise, receipt, notes }) =>
      gatewayCall(async () => {
        const order = await razorpay.orders.create({ amount: amountPaise, currency: "INR", receipt, notes });
        return { id: order.id };
      }),
    fetchPayment: (paymentId) =>
      gatewayCall(async () => {
        const payment = await razorpay.payments.fetch(paymentId);
        return { id: payment.id, orderId: payment.order_id ?? null, amountPaise: Number(payment.amount), status: payment.status };
      }),
    refund: (paymentId, { amountPaise, notes }) =>
      gatewayCall(async () => toGatewayRefund(await razorpay.payments.refund(paymentId, { amount: amountPaise, notes }))),
    isPaymentSignatureValid: ({ orderId, paymentId, signature }) =>
      validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, config.keySecret),
    isWebhookSignatureValid: (rawBody, signature) => validateWebhookSignature(rawBody, signature, config.webhookSecret),
  };
}

/** A refund entity, from an API answer or a webhook's payload. */
export function toGatewayRefund(refund: { id: string; payment_id: string; amount?: number | string; status: string; notes?: unknown }): GatewayRefund {
  const status = refund.status === "processed" || refund.status === "failed" ? refund.status : "pending";
  const notes = refund.notes && typeof refund.notes === "object" && !Array.isArray(refund.notes) ? (refund.notes as Record<string, string>) : {};
  return { id: refund.id, paymentId: refund.payment_id, amountPaise: Number(refund.amount ?? 0), status, notes };
}

// The SDK throws `{ statusCode, error: { description } }` for an answer, and a TypeError when none came.
async function gatewayCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const description = (error as { error?: { description?: unknown } } | null)?.error?.description;
    throw new GatewayError(typeof description === "string" ? description : "The payment gateway did not answer", { cause: error });
  }
}
