import { StatusBadge } from "~/client/components/ui/status-badge";
import { orderStatusLabel } from "~/shared/order-status";

/** The staff's pair of badges: the order status, and the payment in the colour of the order step that settles it. */
export function OrderBadges({ orderStatus, paymentStatus }: { orderStatus: string; paymentStatus: string }) {
  const paid = paymentStatus === "paid";
  return (
    <>
      <StatusBadge status={orderStatus}>{orderStatusLabel(orderStatus)}</StatusBadge>{" "}
      <StatusBadge status={paymentStatus} tone={paid ? "delivered" : "pending"}>
        {paid ? "Paid" : "Payment pending"}
      </StatusBadge>
    </>
  );
}
