import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isOrderStatus, type OrderStatus } from "~/shared/order-status";
import type { PaymentMethod, PaymentStatus } from "~/shared/payment";
import type { ReturnReason, ReturnResolution, ReturnStatus } from "~/shared/returns";
import { CANNOT_CANCEL_DELIVERED, CANNOT_CANCEL_SHIPPED } from "~/shared/cancel-order";
import type { CancelOrderRequest } from "~/shared/schemas/cancel-order";
import { NOT_DELIVERED_MESSAGE, NOTHING_LEFT_MESSAGE, RETURN_WINDOW_HOURS, WINDOW_CLOSED_MESSAGE } from "~/shared/returns";

const hours = RETURN_WINDOW_HOURS;

// The shopper's words for the order's states, kept in src/shared in English (staff, e-mails and the
// server read them there): translated here, where the shopper's pages show them, keyed by the value.

const ORDER_STATUS: Record<OrderStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  returned_to_origin: msg`Returned to origin`,
};

const PAYMENT_METHOD: Record<PaymentMethod, MessageDescriptor> = {
  cod: msg`Cash on Delivery`,
  upi: msg`UPI`,
  online: msg`Online Payment`,
};

const PAYMENT_STATUS: Record<Exclude<PaymentStatus, "pending" | "submitted">, MessageDescriptor> = {
  paid: msg`Paid`,
  not_collected: msg`Not collected`,
  refunded: msg`Refunded`,
  partly_refunded: msg`Partly refunded`,
};

const PAYMENT_PENDING: Record<PaymentMethod, MessageDescriptor> = {
  cod: msg`Cash to pay on delivery`,
  upi: msg`UPI awaiting payment`,
  online: msg`Awaiting online payment`,
};

const PAYMENT_SUBMITTED = msg`Payment submitted, being verified`;

export const RETURN_REASON: Record<ReturnReason, MessageDescriptor> = {
  damaged: msg`Damaged`,
  leaking: msg`Leaking`,
  expired: msg`Expired`,
  wrong_item: msg`Wrong item`,
  missing_item: msg`Missing item`,
};

export const RETURN_RESOLUTION: Record<ReturnResolution, MessageDescriptor> = { refund: msg`Refund`, replacement: msg`Replacement` };

export const RETURN_STATUS: Record<ReturnStatus, MessageDescriptor> = { pending: msg`Waiting for our team`, approved: msg`Approved`, refused: msg`Refused` };

/** The reasons to cancel are sent to the server in English; the shopper reads them in their language. */
export const CANCEL_REASON: Record<CancelOrderRequest["reason"], MessageDescriptor> = {
  "Ordered by mistake": msg`Ordered by mistake`,
  "Want to change the items or the address": msg`Want to change the items or the address`,
  "Found a better price elsewhere": msg`Found a better price elsewhere`,
  "The delivery date is too late": msg`The delivery date is too late`,
  "Something else": msg`Something else`,
};

/** The order page's fixed sentences from src/shared (the return window's reasons come in the API's answer). */
const SHARED_SENTENCES: Record<string, MessageDescriptor> = {
  [CANNOT_CANCEL_SHIPPED]: msg`This order has been shipped, so it can no longer be cancelled. Once it is delivered, you can report a problem with it from this page.`,
  [CANNOT_CANCEL_DELIVERED]: msg`This order has been delivered, so it can no longer be cancelled. If something is wrong with it, report a problem on this page within ${hours} hours of delivery.`,
  [NOT_DELIVERED_MESSAGE]: msg`You can report a problem once this order has been delivered.`,
  [WINDOW_CLOSED_MESSAGE]: msg`Problems can be reported within ${hours} hours of delivery, and that time has passed for this order. If something is still wrong, raise a complaint.`,
  [NOTHING_LEFT_MESSAGE]: msg`Every item of this order is already in a return request.`,
};

/** The order's labels in the page's language; a value this code does not know is shown as it is. */
export function useOrderLabels() {
  const { i18n } = useLingui();
  return {
    orderStatus: (status: string) => (isOrderStatus(status) ? i18n._(ORDER_STATUS[status]) : status),
    paymentMethod: (method: PaymentMethod) => i18n._(PAYMENT_METHOD[method]),
    /** The shopper's sentence for what the payment waits for or became (paymentStatusSentence). */
    paymentStatus: (method: PaymentMethod, status: PaymentStatus) =>
      i18n._(status === "pending" ? PAYMENT_PENDING[method] : status === "submitted" ? PAYMENT_SUBMITTED : PAYMENT_STATUS[status]),
    /** One of src/shared's fixed sentences in the page's language, or the text as it came. */
    sentence: (text: string) => (Object.hasOwn(SHARED_SENTENCES, text) ? i18n._(SHARED_SENTENCES[text]!) : text),
    describe: (descriptor: MessageDescriptor) => i18n._(descriptor),
  };
}
