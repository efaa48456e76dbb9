import { useState, type FormEvent } from "react";
import { toast } from "~/client/lib/toast";
import { Button } from "~/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFormActions, DialogTitle } from "~/client/components/ui/dialog";
import { FormField } from "~/client/components/ui/form-field";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { CUSTOMER_NOTIFIED_STATUSES, ORDER_STATUS_LABELS, ORDER_TRANSITIONS, isOrderStatus, type OrderStatus } from "~/shared/order-status";
import { moveOrderSchema } from "~/shared/schemas/admin-orders";
import { useMoveOrder } from "../api/move-order";
import { errorText } from "~/client/lib/format";
import { awaitingRefusal, type Awaited } from "~/shared/payment";
import { ConfirmByPhone } from "./confirm-by-phone";
import { ReturnLines } from "./return-lines";

const actionLabels: Record<OrderStatus, string> = {
  pending: "Mark pending",
  processing: "Start processing",
  shipped: "Mark shipped",
  delivered: "Mark delivered",
  cancelled: "Cancel order",
  returned_to_origin: "Returned to origin",
};

type ShipmentFields = { courier: string; trackingNumber: string; trackingUrl: string; reason: string };
const noShipment: ShipmentFields = { courier: "", trackingNumber: "", trackingUrl: "", reason: "" };

type ActionsProps = {
  orderId: string;
  orderNumber: string;
  status: string;
  awaiting: { what: Awaited; until: string } | null;
  items: { id: string; productName: string; quantity: number }[];
};

/** One confirmed button per allowed move; shipping asks for the courier and tracking number (link optional, https), a return its reason and what is written off. While the order waits, only cancelling. */
export function OrderStatusActions({ orderId, orderNumber, status, awaiting, items }: ActionsProps) {
  const move = useMoveOrder(orderId);
  const [target, setTarget] = useState<OrderStatus | null>(null);
  const [shipment, setShipment] = useState<ShipmentFields>(noShipment);
  const [writtenOff, setWrittenOff] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<keyof ShipmentFields, string>>>({});
  const allowed = isOrderStatus(status) ? ORDER_TRANSITIONS[status] : [];
  const next = awaiting ? allowed.filter((to) => to === "cancelled") : allowed;
  if (next.length === 0) return <p className="text-sm text-earth-900/80">This order has reached the end of its life: no further changes.</p>;

  const open = (to: OrderStatus) => {
    setTarget(to);
    setShipment(noShipment);
    setWrittenOff([]);
    setErrors({});
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!target || move.isPending) return;
    const { reason, ...tracking } = shipment;
    const request =
      target === "shipped" ? { toStatus: target, ...tracking } : target === "returned_to_origin" ? { toStatus: target, reason, writeOffItemIds: writtenOff } : { toStatus: target };
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
      {awaiting?.what === "cod_confirmation" && <ConfirmByPhone orderId={orderId} orderNumber={orderNumber} />}
      {awaiting && <p className="mb-3 text-sm text-earth-900/80">{awaitingRefusal(awaiting.what)}</p>}
      <div className="flex flex-wrap gap-2">
        {next.map((to) => (
          <Button key={to} variant={to === "cancelled" || to === "returned_to_origin" ? "destructive" : "primary"} disabled={move.isPending} onClick={() => open(to)}>
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
              {target === "returned_to_origin" && (
                <>
                  {field("reason", "Why did it come back?", { required: true, hint: "For example: refused at the door, address not found" })}
                  <ReturnLines items={items} writtenOff={writtenOff} onChange={setWrittenOff} />
                </>
              )}
              <DialogFormActions keepLabel="Keep as it is" submitLabel={`Yes, ${actionLabels[target].toLowerCase()}`} pendingLabel="Saving..." pending={move.isPending} destructive={target === "cancelled"} />
            </form>
          </DialogContent>
        )}
      </Dialog>
    </>
  );
}
