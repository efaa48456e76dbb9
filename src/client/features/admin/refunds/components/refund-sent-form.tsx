import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { useUtrForm } from "~/client/lib/use-utr-form";
import { refundSentSchema } from "~/shared/schemas/refund";
import { useRecordRefundSent } from "../api/refunds";

/** After the transfer: its UTR marks the refund sent, erases the full details and e-mails the shopper. */
export function RefundSentForm({ refundId }: { refundId: string }) {
  const record = useRecordRefundSent(refundId);
  const { form, submit } = useUtrForm(refundSentSchema, record, { sent: "Refund recorded as sent; the shopper is e-mailed", failed: "Could not record the refund" });
  return (
    <form noValidate onSubmit={submit} aria-label="Record the transfer" className="mt-3 flex flex-wrap items-end gap-3">
      <FormField id={`refund-utr-${refundId}`} label="UTR of your transfer" inputMode="numeric" autoComplete="off" maxLength={20} error={form.formState.errors.utr?.message} {...form.register("utr")} />
      <Button type="submit" disabled={record.isPending}>{record.isPending ? "Recording..." : "Record as sent"}</Button>
    </form>
  );
}
