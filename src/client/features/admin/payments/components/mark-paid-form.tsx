import { useState, type FormEvent } from "react";
import { FormField } from "~/client/components/ui/form-field";
import { SaveButton } from "~/client/components/ui/save-button";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { errorText } from "~/client/lib/format";
import { toast } from "~/client/lib/toast";
import { markPaidSchema } from "~/shared/reconciliation";
import { useMarkPaid } from "../api/mark-paid";

/** On a UPI order awaiting payment: staff who found the credit in the bank mark it paid with its UTR. */
export function MarkPaidForm({ orderId }: { orderId: string }) {
  const markPaid = useMarkPaid(orderId);
  const [utr, setUtr] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (markPaid.isPending) return;
    const checked = markPaidSchema.shape.utr.safeParse(utr);
    if (!checked.success) return setError(checked.error.issues[0]!.message);
    setError(undefined);
    markPaid.mutate(checked.data, {
      onSuccess: (paid) => {
        setUtr("");
        toast.success("Marked paid", { description: `Order ${paid.orderNumber} is paid.` });
      },
      onError: (failure) => setError(failure instanceof ApiRequestError ? (failure.fields.utr ?? failure.message) : errorText(failure)),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField
        id="mark-paid-utr"
        label="UPI reference (UTR)"
        hint="The 12 digits the bank shows beside the credit."
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
        error={error}
        inputClassName="max-w-xs"
      />
      <SaveButton pending={markPaid.isPending} pendingLabel="Marking paid…">
        Mark paid
      </SaveButton>
    </form>
  );
}
