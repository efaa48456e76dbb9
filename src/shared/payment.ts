import { keysOf, keyTest } from "./label-table";

// One set of payment states through an order's life (PRODUCT.md "Payments and cash on delivery").

export const PAYMENT_METHOD_LABELS = {
  cod: "Cash on Delivery",
  upi: "UPI",
  online: "Online Payment",
};
export type PaymentMethod = keyof typeof PAYMENT_METHOD_LABELS;
export const PAYMENT_METHODS = keysOf(PAYMENT_METHOD_LABELS);

/**
 * How the account pages and staff word a payment status.
 * SPEC's `pending` stays the first: cash to pay on delivery, or UPI or online payment awaited.
 */
export const PAYMENT_STATUS_LABELS = {
  pending: "Pending",
  submitted: "Submitted",
  paid: "Paid",
  not_collected: "Not collected",
  refunded: "Refunded",
  partly_refunded: "Partly refunded",
};
export type PaymentStatus = keyof typeof PAYMENT_STATUS_LABELS;
export const PAYMENT_STATUSES = keysOf(PAYMENT_STATUS_LABELS);

export const isPaymentStatus = keyTest(PAYMENT_STATUS_LABELS);
export const isPaymentMethod = keyTest(PAYMENT_METHOD_LABELS);

/** The shopper's sentence for what the payment waits for or became. */
export function paymentStatusSentence(method: PaymentMethod, status: PaymentStatus): string {
  if (status === "pending") return method === "cod" ? "Cash to pay on delivery" : method === "upi" ? "UPI awaiting payment" : "Awaiting online payment";
  if (status === "submitted") return "Payment submitted, being verified";
  return PAYMENT_STATUS_LABELS[status];
}

/** What a pending order can wait for (past its deadline it cancels itself), as shown beside its status. */
export const AWAITED_LABELS = {
  upi_payment: "Awaiting UPI payment",
  online_payment: "Awaiting online payment",
  cod_confirmation: "Awaiting COD confirmation",
};
export type Awaited = keyof typeof AWAITED_LABELS;
export const AWAITED = keysOf(AWAITED_LABELS);

/** The same, in the shopper's words on their own order pages. */
export const AWAITED_SHOPPER_LABELS: Record<Awaited, string> = {
  upi_payment: "Waiting for your UPI payment",
  online_payment: "Waiting for your online payment",
  cod_confirmation: "Waiting for you to confirm",
};

export const isAwaited = keyTest(AWAITED_LABELS);

/** Staff's 409 when they try to move on an order that still waits. */
export function awaitingRefusal(awaiting: string): string {
  const what = isAwaited(awaiting) ? AWAITED_LABELS[awaiting] : awaiting;
  return `This order cannot move on yet: ${what}. It can still be cancelled.`;
}

export type PaymentSettings = {
  /** How long a UPI or online order holds its stock, promo use and rewards unpaid. */
  upiHoldMinutes: number;
  /** A COD order this large, or a shopper's first, asks for confirmation. */
  codConfirmMinTotalPaise: number;
  /** An unconfirmed COD order cancels itself after this many hours. */
  codConfirmHours: number;
  codChargePaise: number;
  upiSavingPaise: number;
};

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  upiHoldMinutes: 30,
  codConfirmMinTotalPaise: 200_000,
  codConfirmHours: 48,
  codChargePaise: 0,
  upiSavingPaise: 0,
};

/** Checkout's words, and the server's refusal, where staff switched cash on delivery off. */
export function codUnavailableMessage(pincode: string): string {
  return `Cash on Delivery is not available for pincode ${pincode}. Please pay by UPI.`;
}
