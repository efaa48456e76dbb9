import { formatOrderDate } from "./format";
import { formatRupees } from "./money";

// A refund owed on an order, as the shopper and staff see it (PRODUCT.md "After the sale").

/** A refund is due within this many days of being owed; later, it is overdue. */
export const REFUND_DUE_DAYS = 7;

export const REFUND_METHODS = ["gateway", "upi", "bank"] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];
export type RefundStatus = "pending" | "sent" | "failed";

/** What the order page and the queue know of a refund; `payee` is only ever the masked form. */
export type RefundView = {
  id: string;
  amountPaise: number;
  method: RefundMethod | null;
  status: RefundStatus;
  payee: string | null;
  utr: string | null;
  createdAt: string;
  sentAt: string | null;
};

const DOTS = "••••••";

/** "as•••@okaxis": enough for the shopper to know it, too little to send money to. */
export function maskUpiId(upiId: string): string {
  const [handle = "", provider = ""] = upiId.split("@");
  return `${handle.slice(0, 2)}•••@${provider}`;
}

/** "••••••1234, HDFC0001234": the branch is public, the account's last four digits tell it apart. */
export function maskBankAccount(accountNumber: string, ifsc: string): string {
  return `${DOTS}${accountNumber.slice(-4)}, ${ifsc}`;
}

export function isRefundOverdue(refund: { status: string; createdAt: string | Date }, now: Date): boolean {
  return refund.status === "pending" && now.getTime() - new Date(refund.createdAt).getTime() > REFUND_DUE_DAYS * 24 * 60 * 60 * 1000;
}

/** The shopper's sentence for a refund's progress. */
export function refundStatusSentence(refund: RefundView): string {
  const amount = formatRupees(refund.amountPaise);
  if (refund.method === "gateway") {
    if (refund.status === "sent") return `${amount} refunded through the payment gateway on ${formatOrderDate(refund.sentAt!)}`;
    if (refund.status === "failed") return `The payment gateway could not refund ${amount}. We will contact you about it.`;
    return `${amount} is being refunded through the payment gateway to the account you paid from`;
  }
  if (refund.method === null) return `Waiting for your details to send your refund of ${amount}`;
  if (refund.status === "sent") return `${amount} sent to ${refund.payee} on ${formatOrderDate(refund.sentAt!)}, UTR ${refund.utr}`;
  return `${amount} is being sent to ${refund.payee}`;
}
