import { useState, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "~/client/components/ui/dialog";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { CUSTOMER_NOTIFIED_STATUSES, ORDER_STATUS_LABELS, ORDER_TRANSITIONS, isOrderStatus, type OrderStatus } from "~/shared/order-status";
import { moveOrderSchema } from "~/shared/schemas/admin-orders";
import { useMoveOrder } from "../api/move-order";
import { errorText } from "~/client/lib/format";

const actionLabels: Record<OrderStatus, string> = {
  pending: "Mark pending",
  processing: "Start processing",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
};

type ShipmentFields = { courier: string; trackingNumber: string; trackingUrl: string };
const noShipment: ShipmentFields = { courier: "", trackingNumber: "", trackingUrl: "" };

/** One confirmed button per allowed move; shipping asks for the courier and tracking number (link optional, https). */
export function OrderStatusActions({ orderId, orderNumber, status }: { orderId: string; orderNumber: string; status: string }) {
  const move = useMoveOrder(orderId);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [shipment, setShipment] = useState<ShipmentFields>(noShipment);
  const [errors, setErrors] = useState<Partial<Record<keyof ShipmentFields, string>>>({});
  const next = isOrderStatus(status) ? ORDER_TRANSITIONS[status] : [];
  if (next.length === 0) return <p className="text-sm text-earth-900/80">This order has reached the end of its life: no further changes.</p>;

  const open = (to: OrderStatus) => {
    setTarget(to);
    setShipment(noShipment);
    setErrors({});
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target || move.isPending) return;
    const request = target === "shipped" ? { toStatus: target, ...shipment } : { toStatus: target };
    // The server's own schema first, so each field shows its message without a round trip.
    const parsed = moveOrderSchema.safeParse(request);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    move.mutate(request, {
      onSuccess: () => {
        toast.success("Order updated", { description: `Order ${orderNumber} is now ${ORDER_STATUS_LABELS[target]}.` });
        setTarget(null);
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else toast.error("Could not update the order", { description: errorText(error) });
      },
    });
  };

  const field = (name: keyof ShipmentFields, label: string, extra: { type?: string; required?: boolean; hint?: string } = {}) => (
    <FormField
      id={`ship-${name}`}
      label={label}
      required={extra.required}
      hint={extra.hint}
      type={extra.type ?? "text"}
      value={shipment[name]}
      error={errors[name]}
      autoComplete="off"
      onChange={(event) => setShipment((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <>
      <div className="flex flex-wrap gap-2">
        {next.map((to) => (
          <Button key={to} variant={to === "cancelled" ? "destructive" : "primary"} disabled={move.isPending} onClick={() => open(to)}>
            {actionLabels[to]}
          </Button>
        ))}
      </div>
      <Dialog open={target !== null} onOpenChange={(isOpen) => !isOpen && !move.isPending && setTarget(null)}>
        {target && (
          <DialogContent aria-describedby="move-order-description">
            <DialogTitle>
              {actionLabels[target]}: {orderNumber}
            </DialogTitle>
            <DialogDescription id="move-order-description">
              {`Move order ${orderNumber} to ${ORDER_STATUS_LABELS[target]}?`}
              {CUSTOMER_NOTIFIED_STATUSES.includes(target) ? " The customer will be told by e-mail." : ""}
            </DialogDescription>
            <form noValidate onSubmit={confirm} className="mt-4 space-y-3">
              {target === "shipped" && (
                <>
                  {field("courier", "Courier", { required: true })}
                  {field("trackingNumber", "Tracking number", { required: true })}
                  {field("trackingUrl", "Tracking link (optional)", { type: "url", hint: "The courier's page for this parcel, starting with https://" })}
                </>
              )}
              <div className="flex flex-wrap justify-end gap-2 pt-2">
                <DialogClose asChild>
                  <Button variant="outline" disabled={move.isPending}>
                    Keep as it is
                  </Button>
                </DialogClose>
                <Button type="submit" variant={target === "cancelled" ? "destructive" : "primary"} disabled={move.isPending}>
                  {move.isPending ? "Saving..." : `Yes, ${actionLabels[target].toLowerCase()}`}
                </Button>
              </div>
            </form>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
