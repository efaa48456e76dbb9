import type { ReactNode } from "react";
import { isOrderStatus, ORDER_STATUS_BADGE_CLASSES, type OrderStatus } from "~/shared/order-status";
import { cn } from "./cn";

type StatusBadgeProps = {
  /** The value the badge stands for, kept on data-status for tests and styles. */
  status: string;
  /** The order status whose colour to borrow when `status` is not one (a payment status); grey otherwise. */
  tone?: OrderStatus;
  children: ReactNode;
};

/** A status pill in the colours of shared/order-status; the caller words it for its readers. */
export function StatusBadge({ status, tone, children }: StatusBadgeProps) {
  const colour = tone ?? (isOrderStatus(status) ? status : null);
  return (
    <span data-status={status} className={cn("inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold", colour ? ORDER_STATUS_BADGE_CLASSES[colour] : "bg-gray-100 text-gray-800")}>
      {children}
    </span>
  );
}
