import { useLingui } from "@lingui/react/macro";
import { Button } from "~/client/components/ui/button";
import { FormField } from "~/client/components/ui/form-field";
import { useUtrForm } from "~/client/lib/use-utr-form";
import { utrSchema } from "~/shared/schemas/upi";
import { useSubmitUtr } from "../api/upi-payment";

/** After paying: the 12-digit UPI reference, checked here and again by the server (shape, and not already used). */
export function UtrForm({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const submitUtr = useSubmitUtr(orderNumber);
  const { form, submit } = useUtrForm(utrSchema, submitUtr, { sent: t`Payment submitted, being verified`, failed: t`Could not send your UPI reference` });
  return (
    <form noValidate onSubmit={submit} aria-label={t`UPI reference`} className="mt-4 space-y-3">
      <FormField
        id={`utr-${orderNumber}`}
        label={t`UPI reference (UTR)`}
        hint={t`After paying, enter the 12-digit reference your UPI app shows.`}
        error={form.formState.errors.utr?.message}
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        {...form.register("utr")}
      />
      <Button type="submit" disabled={submitUtr.isPending}>
        {submitUtr.isPending ? t`Sending...` : t`Submit UPI reference`}
      </Button>
    </form>
  );
}
