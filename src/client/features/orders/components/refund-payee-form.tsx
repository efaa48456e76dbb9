import { useLingui } from "@lingui/react/macro";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { errorText } from "~/client/lib/format";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { toast } from "~/client/lib/toast";
import { formatRupees } from "~/shared/money";
import { bankPayeeSchema, upiPayeeSchema, type RefundPayeeInput } from "~/shared/schemas/refund";
import { useGiveRefundPayee } from "../api/give-refund-payee";

type Props = { orderNumber: string; refundId: string; amountPaise: number };

/** A refund with nowhere to go yet: the shopper gives a UPI ID or a bank account, checked here and by the server. */
export function RefundPayeeForm({ orderNumber, refundId, amountPaise }: Props) {
  const { t } = useLingui();
  const [method, setMethod] = useState<"upi" | "bank">("upi");
  const amount = formatRupees(amountPaise);
  const legend = t`Where should we send your refund of ${amount}?`;
  return (
    <div className="mt-3 rounded-lg bg-mustard-50 p-3">
      <fieldset>
        <legend className="font-semibold">{legend}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(["upi", "bank"] as const).map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`refund-method-${refundId}`} value={option} checked={method === option} onChange={() => setMethod(option)} className="size-5 accent-leaf-700" />
              {option === "upi" ? t`UPI ID` : t`Bank account`}
            </label>
          ))}
        </div>
      </fieldset>
      {method === "upi" ? <UpiForm orderNumber={orderNumber} refundId={refundId} /> : <BankForm orderNumber={orderNumber} refundId={refundId} />}
    </div>
  );
}

/** Sends the details; the server's field errors land under their fields, anything else in a toast. */
function useSubmit<Values extends FieldValues & RefundPayeeInput>(form: UseFormReturn<Values, unknown, Values>, orderNumber: string, refundId: string) {
  const { t } = useLingui();
  const give = useGiveRefundPayee(orderNumber, refundId);
  const submit = form.handleSubmit((input) =>
    give.mutate(input, {
      onSuccess: () => toast.success(t`Thank you. We will send your refund there.`),
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? Object.entries(error.fields) : [];
        if (fields.length > 0) for (const [name, message] of fields) form.setError(name as Path<Values>, { message }, { shouldFocus: true });
        else toast.error(t`Could not save where to send your refund`, { description: errorText(error) });
      },
    }),
  );
  return { submit, pending: give.isPending };
}

function UpiForm({ orderNumber, refundId }: Omit<Props, "amountPaise">) {
  const form = useForm<z.input<typeof upiPayeeSchema>, unknown, z.output<typeof upiPayeeSchema>>({ resolver: zodResolver(upiPayeeSchema), defaultValues: { method: "upi", upiId: "" } });
  const { t } = useLingui();
  const { submit, pending } = useSubmit(form, orderNumber, refundId);
  return (
    <form noValidate onSubmit={submit} aria-label={t`Refund to a UPI ID`} className="mt-3 space-y-3">
      <FormField id={`refund-upi-${refundId}`} label={t`UPI ID`} hint={t`Like name@okaxis, as your UPI app shows it.`} autoComplete="off" error={form.formState.errors.upiId?.message} {...form.register("upiId")} />
      <Button type="submit" disabled={pending}>{pending ? t`Saving...` : t`Send my refund here`}</Button>
    </form>
  );
}

function BankForm({ orderNumber, refundId }: Omit<Props, "amountPaise">) {
  const form = useForm<z.input<typeof bankPayeeSchema>, unknown, z.output<typeof bankPayeeSchema>>({
    resolver: zodResolver(bankPayeeSchema),
    defaultValues: { method: "bank", accountHolder: "", accountNumber: "", accountNumberAgain: "", ifsc: "" },
  });
  const { t } = useLingui();
  const { submit, pending } = useSubmit(form, orderNumber, refundId);
  const { errors } = form.formState;
  const field = (name: "accountHolder" | "accountNumber" | "accountNumberAgain" | "ifsc") => ({ id: `refund-${name}-${refundId}`, error: errors[name]?.message, ...form.register(name) });
  return (
    <form noValidate onSubmit={submit} aria-label={t`Refund to a bank account`} className="mt-3 grid gap-3 sm:grid-cols-2">
      <FormField label={t`Account holder's name`} autoComplete="name" {...field("accountHolder")} />
      <FormField label={t`IFSC`} hint={t`11 characters, like HDFC0001234`} autoComplete="off" {...field("ifsc")} />
      <FormField label={t`Account number`} inputMode="numeric" autoComplete="off" {...field("accountNumber")} />
      <FormField label={t`Account number again`} inputMode="numeric" autoComplete="off" onPaste={(event) => event.preventDefault()} {...field("accountNumberAgain")} />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending}>{pending ? t`Saving...` : t`Send my refund here`}</Button>
      </div>
    </form>
  );
}
