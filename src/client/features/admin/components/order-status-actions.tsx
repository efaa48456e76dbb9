import { toast } from "sonner";
import { Button } from "~/client/components/ui/button";
import { ORDER_STATUS_LABELS, ORDER_TRANSITIONS, isOrderStatus, type OrderStatus } from "~/shared/order-status";
import { useMoveOrder } from "../api/move-order";
import { errorText } from "./format";

const actionLabels: Record<OrderStatus, string> = {
  pending: "Mark pending",
  processing: "Start processing",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
};

/** One button per move allowed from the order's current status (docs/product-rules.md#order-statuses); none at the end of its life. */
export function OrderStatusActions({ orderId, orderNumber, status }: { orderId: string; orderNumber: string; status: string }) {
  const move = useMoveOrder(orderId);
  const next = isOrderStatus(status) ? ORDER_TRANSITIONS[status] : [];
  if (next.length === 0) return <p className="text-sm text-earth-900/80">This order has reached the end of its life: no further changes.</p>;
  const go = (to: OrderStatus) => {
    if (to === "cancelled" && !window.confirm(`Cancel order ${orderNumber}? The customer will be told by e-mail.`)) return;
    move.mutate(to, {
      onSuccess: () => toast.success("Order updated", { description: `Order ${orderNumber} is now ${ORDER_STATUS_LABELS[to]}.` }),
      onError: (error) => toast.error("Could not update the order", { description: errorText(error) }),
    });
  };
  return (
    <div className="flex flex-wrap gap-2">
      {next.map((to) => (
        <Button key={to} variant={to === "cancelled" ? "destructive" : "primary"} disabled={move.isPending} onClick={() => go(to)}>
          {actionLabels[to]}
        </Button>
      ))}
    </div>
  );
}
