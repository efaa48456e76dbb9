import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { errorText } from "~/client/lib/format";
import { ApiRequestError } from "~/client/lib/shop-fetch";
import { toast } from "~/client/lib/toast";
import { refundSentSchema } from "~/shared/schemas/refund";
import { useRecordRefundSent } from "../api/refunds";

/** After the transfer: its UTR marks the refund sent, erases the full details and e-mails the shopper. */
export function RefundSentForm({ refundId }: { refundId: string }) {
  const record = useRecordRefundSent(refundId);
  const form = useForm<z.input<typeof refundSentSchema>, unknown, z.output<typeof refundSentSchema>>({ resolver: zodResolver(refundSentSchema), defaultValues: { utr: "" } });
  const submit = form.handleSubmit((input) =>
    record.mutate(input, {
      onSuccess: () => toast.success("Refund recorded as sent; the shopper is e-mailed"),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields.utr) form.setError("utr", { message: error.fields.utr }, { shouldFocus: true });
        else toast.error("Could not record the refund", { description: errorText(error) });
      },
    }),
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Record the transfer" className="mt-3 flex flex-wrap items-end gap-3">
      <FormField id={`refund-utr-${refundId}`} label="UTR of your transfer" inputMode="numeric" autoComplete="off" maxLength={20} error={form.formState.errors.utr?.message} {...form.register("utr")} />
      <Button type="submit" disabled={record.isPending}>{record.isPending ? "Recording..." : "Record as sent"}</Button>
    </form>
  );
}
