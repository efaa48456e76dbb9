import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "~/client/lib/toast";
import { FormField } from "~/client/components/ui/form-field";
import { showFieldErrors } from "~/client/lib/field-errors";
import { errorText } from "~/client/lib/format";
import { SaveButton } from "~/client/components/ui/save-button";
import type { PaymentSettings } from "~/shared/payment";
import { paymentSettingsSchema, type PaymentSettingsInput, type PaymentSettingsValues } from "~/shared/schemas/payment-settings";
import { useSavePaymentSettings } from "../api/payments";

type SettingsFields = Record<(typeof fieldNames)[number], string>;

const fieldNames = ["upiHoldMinutes", "codConfirmMinTotalRupees", "codConfirmHours", "codChargeRupees", "upiSavingRupees"] as const;

const rupeesText = (paise: number) => String(paise / 100);

const initialValues = (settings: PaymentSettings): SettingsFields => ({
  upiHoldMinutes: String(settings.upiHoldMinutes),
  codConfirmMinTotalRupees: rupeesText(settings.codConfirmMinTotalPaise),
  codConfirmHours: String(settings.codConfirmHours),
  codChargeRupees: rupeesText(settings.codChargePaise),
  upiSavingRupees: rupeesText(settings.upiSavingPaise),
});

/** The payment figures, typed in minutes, hours and rupees. The same schema checks them here and on the server. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const form = useForm<SettingsFields, unknown, PaymentSettingsValues>({ resolver: zodResolver(paymentSettingsSchema) as never, defaultValues: initialValues(settings) });
  const save = useSavePaymentSettings();
  const { errors } = form.formState;

  const submit = form.handleSubmit(() => {
    if (save.isPending) return;
    save.mutate(form.getValues() as PaymentSettingsInput, {
      onSuccess: (saved) => {
        form.reset(initialValues(saved));
        toast.success("Payment settings saved");
      },
      onError: (error) => {
        showFieldErrors(form, error, fieldNames);
        toast.error("Could not save the settings", { description: errorText(error) });
      },
    });
  });

  const field = (name: (typeof fieldNames)[number], label: string, hint: string) => (
    <FormField id={`payments-${name}`} label={label} hint={hint} inputMode="decimal" error={errors[name]?.message} {...form.register(name)} />
  );

  return (
    <form noValidate onSubmit={submit} aria-labelledby="payment-settings-title" className="rounded-lg border border-earth-900/15 bg-white p-4">
      <h2 id="payment-settings-title" className="mb-3 text-lg font-bold text-leaf-800">
        Payment settings
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("upiHoldMinutes", "UPI payment time (minutes)", "How long an unpaid UPI order holds its stock, 5 to 1,440")}
        {field("codConfirmHours", "COD confirmation time (hours)", "An unconfirmed cash order is cancelled after this, 1 to 168")}
        {field("codConfirmMinTotalRupees", "COD confirmation from (₹)", "Cash orders this large, or a shopper's first, are confirmed")}
        {field("codChargeRupees", "COD charge (₹)", "Added to cash on delivery orders; 0 for none")}
        {field("upiSavingRupees", "UPI saving (₹)", "Taken off UPI orders; 0 for none")}
      </div>
      <div className="mt-4">
        <SaveButton pending={save.isPending} pendingLabel="Saving…">
          Save settings
        </SaveButton>
      </div>
    </form>
  );
}
