import { cn } from "~/client/components/ui/cn";
import { isOrderStatus, ORDER_STATUS_BADGE_CLASSES, ORDER_STATUS_LABELS } from "~/shared/order-status";

export function OrderStatusBadge({ status }: { status: string }) {
  const known = isOrderStatus(status);
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", known ? ORDER_STATUS_BADGE_CLASSES[status] : "bg-gray-100 text-gray-900")}>
      {known ? ORDER_STATUS_LABELS[status] : status}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <span className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", status === "paid" ? "bg-green-100 text-green-900" : "bg-yellow-100 text-yellow-900")}>
      {status === "paid" ? "Paid" : "Payment pending"}
    </span>
  );
}
