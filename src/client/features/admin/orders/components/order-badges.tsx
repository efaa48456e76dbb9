import { StatusBadge } from "~/client/components/ui/status-badge";
import { AwaitingNote } from "~/client/components/ui/awaiting-note";
import { orderStatusLabel } from "~/shared/order-status";
import type { Awaited } from "~/shared/payment";

/** The staff's pair of badges: the order status, and the payment in the colour of the order step that settles it. */
export function OrderBadges({ orderStatus, paymentStatus, awaiting = null }: { orderStatus: string; paymentStatus: string; awaiting?: { what: Awaited; until: string } | null }) {
  const paid = paymentStatus === "paid";
  return (
    <>
      <StatusBadge status={orderStatus}>{orderStatusLabel(orderStatus)}</StatusBadge>{" "}
      <StatusBadge status={paymentStatus} tone={paid ? "delivered" : "pending"}>
        {paid ? "Paid" : "Payment pending"}
      </StatusBadge>{" "}
      <AwaitingNote awaiting={awaiting} reader="staff" />
    </>
  );
}
