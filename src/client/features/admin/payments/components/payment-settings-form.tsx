import { FormField } from "~/client/components/ui/form-field";
import type { PaymentSettings } from "~/shared/payment";
import { paymentSettingsSchema } from "~/shared/schemas/payment-settings";
import { SettingsFrame, useSettingsForm } from "../../shared/settings-form";
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
  const save = useSavePaymentSettings();
  const { form, submit, errors } = useSettingsForm({ schema: paymentSettingsSchema, settings, initialValues, save, fieldNames, saved: () => ["Payment settings saved"] });

  const field = (name: (typeof fieldNames)[number], label: string, hint: string) => (
    <FormField id={`payments-${name}`} label={label} hint={hint} inputMode="decimal" error={errors[name]?.message} {...form.register(name)} />
  );

  return (
    <SettingsFrame id="payment-settings-title" title="Payment settings" onSubmit={submit} pending={save.isPending}>
      {field("upiHoldMinutes", "UPI payment time (minutes)", "How long an unpaid UPI order holds its stock, 5 to 1,440")}
      {field("codConfirmHours", "COD confirmation time (hours)", "An unconfirmed cash order is cancelled after this, 1 to 168")}
      {field("codConfirmMinTotalRupees", "COD confirmation from (₹)", "Cash orders this large, or a shopper's first, are confirmed")}
      {field("codChargeRupees", "COD charge (₹)", "Added to cash on delivery orders; 0 for none")}
      {field("upiSavingRupees", "UPI saving (₹)", "Taken off UPI orders; 0 for none")}
    </SettingsFrame>
  );
}
