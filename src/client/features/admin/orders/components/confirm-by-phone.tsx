import { useState, type FormEvent } from "react";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { errorText } from "~/client/lib/format";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { toast } from "~/client/lib/toast";
import { staffCodConfirmSchema } from "~/shared/schemas/cod-confirmation";
import { useConfirmByPhone } from "../api/confirm-by-phone";

/** Shown while a COD order awaits its confirmation: staff who reached the shopper confirm it, with a note of the call. */
export function ConfirmByPhone({ orderId, orderNumber }: { orderId: string; orderNumber: string }) {
  const confirm = useConfirmByPhone(orderId);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const parsed = staffCodConfirmSchema.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    confirm.mutate(parsed.data.note, {
      onSuccess: () => toast.success("Order confirmed", { description: `Order ${orderNumber} can now be processed.` }),
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.fields.note) setError(failure.fields.note);
        else toast.error("Could not confirm the order", { description: errorText(failure) });
      },
    });
  };
  return (
    <form noValidate onSubmit={submit} className="mb-4 space-y-2 rounded-md bg-amber-50 p-3" aria-label="Confirmed by phone">
      <p className="text-sm">This cash on delivery order waits for the shopper&apos;s confirmation. If you reached them by phone, confirm it here.</p>
      <FormField id="phone-note" label="Note of the call" required value={note} error={error} autoComplete="off" onChange={(event) => setNote(event.target.value)} />
      <Button type="submit" disabled={confirm.isPending}>
        {confirm.isPending ? "Saving..." : "Confirmed by phone"}
      </Button>
    </form>
  );
}
