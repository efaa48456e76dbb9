import { z } from "zod";

// Online payment through the gateway (docs/decisions/060): what Razorpay Checkout hands the browser, and a staff refund.

const gatewayId = (prefix: string) => z.string().trim().regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), "The payment could not be verified");

/** POST /api/payments/gateway/orders/:orderNumber/verify: Checkout's handler answer, as Razorpay names it. */
export const verifyGatewayPaymentSchema = z.object({
  razorpay_order_id: gatewayId("order"),
  razorpay_payment_id: gatewayId("pay"),
  razorpay_signature: z.string().trim().regex(/^[0-9a-f]{64}$/, "The payment could not be verified"),
});

export type VerifyGatewayPaymentInput = z.input<typeof verifyGatewayPaymentSchema>;

const AMOUNT_MESSAGE = "Enter an amount of at least ₹1";

/** POST /api/admin/payments/orders/:id/refunds: the whole payment or a part, always with a reason. */
export const gatewayRefundSchema = z.object({
  amountPaise: z.number({ error: AMOUNT_MESSAGE }).int(AMOUNT_MESSAGE).min(100, AMOUNT_MESSAGE).max(100_000_000, AMOUNT_MESSAGE),
  reason: z.string({ error: "Please give a reason" }).trim().min(3, "Please give a reason").max(200, "Keep the reason under 200 characters"),
});

export type GatewayRefundInput = z.output<typeof gatewayRefundSchema>;

/** What the shopper's browser needs to open the gateway's checkout for one order. */
export type GatewayCheckout = {
  keyId: string;
  gatewayOrderId: string;
  amountPaise: number;
  currency: "INR";
  orderNumber: string;
  prefill: { name: string; email: string; contact: string };
};

export const ONLINE_PAYMENT_UNAVAILABLE_MESSAGE = "Online Payment is not available. Please choose Cash on Delivery.";
