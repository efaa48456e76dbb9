import { StatusBadge } from "~/client/components/ui/status-badge";
import { paymentStatusSentence, type PaymentMethod, type PaymentStatus } from "~/shared/payment";

/** The payment status in the shopper's words ("Cash to pay on delivery", "Payment submitted, being verified"). */
export function PaymentBadge({ order }: { order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus } }) {
  return (
    <StatusBadge status={order.paymentStatus}>
      <span className="sr-only">Payment: </span>
      {paymentStatusSentence(order.paymentMethod, order.paymentStatus)}
    </StatusBadge>
  );
}
