import { Trans } from "@lingui/react/macro";
import { Banknote } from "lucide-react";
import { formatRupees } from "~/shared/money";
import { cn } from "~/client/components/ui/cn";
import type { Order } from "../api/get-order";

/** The cash to keep ready: the order's stored total, never recomputed in the browser. */
export function CashToPay({ order, className }: { order: Pick<Order, "totalPaise" | "paymentMethod" | "paymentStatus" | "orderStatus">; className?: string }) {
  if (order.paymentMethod !== "cod" || order.paymentStatus !== "pending" || order.orderStatus === "cancelled") return null;
  const total = formatRupees(order.totalPaise);
  return (
    <p className={cn("flex items-start gap-2 rounded-lg bg-mustard-50 p-3 text-sm", className)}>
      <Banknote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-leaf-700" />
      <span>
        <Trans>
          Payment: Cash on Delivery. Please keep <strong>{total}</strong> ready in cash.
        </Trans>
      </span>
    </p>
  );
}
