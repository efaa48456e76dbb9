import { StatusBadge } from "~/client/components/ui/status-badge";
import { orderStatusLabel } from "~/shared/order-status";
import { isPaymentStatus, PAYMENT_STATUS_LABELS } from "~/shared/payment";

/** The staff's pair of badges: the order status (when given), and the payment in the colour of the order step that settles it. */
export function OrderBadges({ orderStatus, paymentStatus }: { orderStatus?: string; paymentStatus: string }) {
  const paid = paymentStatus === "paid";
  return (
    <>
      {orderStatus && <StatusBadge status={orderStatus}>{orderStatusLabel(orderStatus)}</StatusBadge>}{" "}
      <StatusBadge status={paymentStatus} tone={paid ? "delivered" : "pending"}>
        {paymentStatus === "pending" ? "Payment pending" : isPaymentStatus(paymentStatus) ? PAYMENT_STATUS_LABELS[paymentStatus] : paymentStatus}
      </StatusBadge>
    </>
  );
}
