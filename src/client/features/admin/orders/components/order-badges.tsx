import { StatusBadge } from "~/client/components/ui/status-badge";
import { AwaitingNote } from "~/client/components/ui/awaiting-note";
import { orderStatusLabel } from "~/shared/order-status";
import { isPaymentStatus, PAYMENT_STATUS_LABELS, type Awaited } from "~/shared/payment";

/** The staff's badges: the order status (when given), the payment in the colour of the order step that settles it, and what a pending order waits for. */
export function OrderBadges({ orderStatus, paymentStatus, awaiting = null }: { orderStatus?: string; paymentStatus: string; awaiting?: { what: Awaited; until: string } | null }) {
  const paid = paymentStatus === "paid";
  return (
    <>
      {orderStatus && <StatusBadge status={orderStatus}>{orderStatusLabel(orderStatus)}</StatusBadge>}{" "}
      <StatusBadge status={paymentStatus} tone={paid ? "delivered" : "pending"}>
        {paymentStatus === "pending" ? "Payment pending" : isPaymentStatus(paymentStatus) ? PAYMENT_STATUS_LABELS[paymentStatus] : paymentStatus}
      </StatusBadge>{" "}
      <AwaitingNote awaiting={awaiting} reader="staff" />
    </>
  );
}
