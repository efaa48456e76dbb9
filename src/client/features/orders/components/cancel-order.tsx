import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Button } from "~/client/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFormActions, DialogTitle } from "~/client/components/ui/dialog";
import { errorText } from "~/client/lib/format";
import { toast } from "~/client/lib/toast";
import { CANCEL_REASONS, CANNOT_CANCEL_DELIVERED, CANNOT_CANCEL_SHIPPED, SHOPPER_CANCELLABLE } from "~/shared/cancel-order";
import type { CancelOrderRequest } from "~/shared/schemas/cancel-order";
import type { OrderStatus } from "~/shared/order-status";
import { useCancelOrder } from "../api/cancel-order";
import { useOrderLabels } from "../labels";

/** Cancel order with a reason while the order is pending or processing; once shipped, why it cannot be. */
export function CancelOrder({ orderNumber, status }: { orderNumber: string; status: OrderStatus }) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  const cancel = useCancelOrder(orderNumber);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<CancelOrderRequest["reason"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (status === "shipped") return <p className="text-sm text-earth-900/80">{labels.sentence(CANNOT_CANCEL_SHIPPED)}</p>;
  if (status === "delivered")
    return (
      <p className="text-sm text-earth-900/80">
        {labels.sentence(CANNOT_CANCEL_DELIVERED)}{" "}
        <a href="#report-a-problem" className="text-leaf-700 underline">
          {t`Report a problem`}
        </a>
      </p>
    );
  if (!SHOPPER_CANCELLABLE.includes(status)) return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    if (!reason) {
      setError(t`Please choose why you are cancelling`);
      return;
    }
    cancel.mutate(
      { reason },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(t`Order cancelled`, { description: t`Order ${orderNumber} is cancelled. Nothing is charged for it.` });
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setReason(null);
          setError(null);
          setOpen(true);
        }}
      >
        {t`Cancel order`}
      </Button>
      <Dialog open={open} onOpenChange={(isOpen) => !cancel.isPending && setOpen(isOpen)}>
        <DialogContent aria-describedby="cancel-order-description">
          <DialogTitle>{t`Cancel order ${orderNumber}?`}</DialogTitle>
          <DialogDescription id="cancel-order-description">{t`Nothing is charged for cancelling. We will e-mail you when it is done.`}</DialogDescription>
          <form noValidate onSubmit={submit} className="mt-4 space-y-3">
            <fieldset aria-describedby={error ? "cancel-order-error" : undefined}>
              <legend className="font-semibold">{t`Why are you cancelling?`}</legend>
              <div className="mt-2 space-y-2">
                {CANCEL_REASONS.map((choice) => (
                  <label key={choice} className="flex min-h-11 items-center gap-3 rounded-lg border border-mustard-100 px-3">
                    <input type="radio" name="reason" value={choice} checked={reason === choice} onChange={() => (setReason(choice), setError(null))} className="size-4" />
                    {labels.sentence(choice)}
                  </label>
                ))}
              </div>
            </fieldset>
            {error && (
              <p id="cancel-order-error" role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            <DialogFormActions keepLabel={t`Keep my order`} submitLabel={t`Yes, cancel order`} pendingLabel={t`Cancelling...`} pending={cancel.isPending} destructive />
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
